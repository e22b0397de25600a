## As últimas respostas e notas que estavam em inglês no código: um comando de barra que não
## pôde rodar (dito no privado, na língua do membro), e o que o tópico de uma partida diz ao
## registro de auditoria do servidor (na língua do servidor).

# Um comando que falhou numa verificação (não pode ser usado onde foi digitado).
slash-not-here = Você não pode usar esse comando aqui.
# Uma opção que o Discord não conseguiu resolver: $value, o canal ou membro dado (uma menção),
# ou o valor bruto que o Discord enviou.
slash-option-gone = Não consigo usar { $value } nessa opção (talvez não exista mais). Escolha uma das opções da lista do Discord; nada foi alterado.

# O motivo que o registro de auditoria mostra para o tópico de uma partida (Configurações do
# servidor → Registro de auditoria).
thread-reason = Uma partida de gin rummy
