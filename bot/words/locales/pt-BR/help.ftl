## /gin help (privado: a língua do membro).

help-title = Gin rummy: como jogar aqui
help-commands = Comandos
# Um comando e o que ele faz ($command: uma menção dele, ou /gin hand entre crases;
# $description: a descrição dele, de commands.ftl).
help-command = { $command }: { $description }
# O comando do menu de membro ($menu: o nome dele, de commands.ftl).
help-menu = Clique com o botão direito em um membro → Apps → **{ $menu }**: um desafio com os padrões do servidor (em mim: uma partida contra o computador).
# $commands: os comandos da administração (/gin-admin settings | end | season).
help-admin = { $commands }: para quem gerencia o servidor (a permissão Gerenciar servidor, ou os cargos que receberem acesso).
help-anywhere = Em qualquer lugar: servidores, mensagens diretas e grupos
help-in-servers = Nos servidores que me convidaram
