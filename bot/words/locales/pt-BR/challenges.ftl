## Fazer um desafio: o que quem desafia fica sabendo no privado (a língua dessa pessoa), e o
## nome do tópico de uma partida (o que o canal vê: a língua do servidor).

challenge-not-in-dms = O gin rummy é jogado em um canal de servidor, não em mensagens diretas.
# $member: a menção de quem foi indicado.
challenge-not-a-member = { $member } não é membro deste servidor, então não pode jogar aqui. Desafie alguém que seja.
# $permissions: as permissões que faltam ao bot, como o Discord as chama ("Inserir links,
# Anexar arquivos"; permission-* em refusals.ftl).
challenge-needs-permissions = Para montar uma mesa neste canal, preciso de permissão para { $permissions }. Peça a alguém da administração para liberar, ou jogue em outro canal.
# $settings: o comando /gin-admin settings (uma menção, ou o texto dele).
challenge-no-pictures = Aviso: não consigo anexar arquivos neste canal, então esta partida vai ser jogada sem as imagens das mãos e da mesa. Alguém da administração pode me dar aqui a permissão Anexar arquivos, ou desligar as imagens com { $settings }.
challenge-posted = Seu desafio foi publicado no canal.
# $thread: a menção do tópico da partida.
challenge-posted-in = Seu desafio foi publicado em { $thread }.
challenge-no-thread = Não consegui abrir um tópico para a partida aqui. Peça a alguém da administração para conferir minhas permissões de tópicos neste canal, ou tente de novo daqui a pouco.
# O tópico de uma partida: o nome dele (no máximo 100 caracteres; $players: os nomes dos
# jogadores, unidos por challenge-versus: "Ana x Bia x Caio").
challenge-thread = Gin rummy: { $players }
challenge-versus = { $first } x { $second }

# Uma revanche em que um jogador saiu do servidor ($member: uma menção; $challenge: /gin challenge).
rematch-member-left = { $member } não é mais membro deste servidor, então não dá para ter revanche. Desafie outras pessoas com { $challenge }.
