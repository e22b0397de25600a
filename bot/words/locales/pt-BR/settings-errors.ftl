## Uma configuração do servidor que não pode ser usada, como /gin-admin configurações a explica
## a quem a deu (privado: a língua dessa pessoa). Depois vem "Nada foi alterado.".

# $setting: o nome da configuração; $low, $high: o intervalo dela.
settings-error-range = { $setting ->
        [target] A meta deve ser de { $low } a { $high } pontos.
        [turn_minutes] O tempo por vez deve ser de { $low } a { $high } minutos.
        [challenge_minutes] O prazo do desafio deve ser de { $low } a { $high } minutos.
        [min_games] O mínimo de partidas deve ser de { $low } a { $high } partidas.
        [challenge_limit] O limite de desafios deve ser de { $low } a { $high } desafios.
        [challenge_window_minutes] O período de desafios deve ser de { $low } a { $high } minutos.
       *[other] { $setting } deve ser de { $low } a { $high }.
    }
# $choices: os conjuntos que existem, como o comando os escreve.
settings-error-bonuses = O conjunto de bônus deve ser um destes: { $choices }.
settings-error-switches = Dicas, tópicos, rating contra o computador e imagens só podem estar ligados ou desligados.
# $choices: os códigos de idioma que existem.
settings-error-language = O idioma deve ser um destes: { $choices }.
# $setting: variant, format ou rotation; $choices: os valores aceitos, como o comando os escreve.
settings-error-choice = { $setting ->
        [variant] A variante
        [format] O formato
       *[rotation] O rodízio
    } deve ser um destes: { $choices }.
# $most: o máximo de canais.
settings-error-channels-most = Só dá para permitir partidas em até { $most } canais.
settings-error-channels-server = Os canais permitidos precisam ser canais deste servidor.
# $channel: a menção do canal.
settings-error-channel-unknown = Não encontro o canal { $channel } neste servidor.
# permitir_canal: a opção do comando, como commands.ftl a chama.
settings-error-not-listed-every = { $channel } não está na lista (as partidas são permitidas em todos os canais). Para permitir só alguns canais, adicione-os com permitir_canal.
settings-error-not-listed-some = { $channel } não está na lista (as partidas só são permitidas nos canais listados). Não há nada para remover.
settings-error-format = O formato padrão vale para um desafio que indica um só adversário: dois jogadores ou Hollywood (três ou quatro jogadores dependem de quem é indicado).
# $settings: os nomes dados.
settings-error-unknown = Não existe a configuração { $settings }.
# Configurações salvas que não podem ser lidas (os logs dizem; o servidor joga com os padrões).
settings-error-stored-not-object = As configurações salvas não são um objeto.
# $detail: o que estava errado, em inglês.
settings-error-stored-unreadable = Não consigo ler uma configuração salva: { $detail }
