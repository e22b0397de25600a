## The answers of /gin hand, /gin resign, /gin table (private: the member's language).

# $challenge: the command /gin challenge (a mention, or its text).
play-no-game = No tienes ninguna partida en este canal. Empieza una con { $challenge }.
# The challenge's buttons are in the server's language: "su botón de cancelar", not a label
# (as refusals.ftl's refusal-accept-own).
play-no-game-to-resign = No tienes ninguna partida en este canal en la que rendirte. (Un desafío abierto se retira con su botón de cancelar.)
# /gin table asked in another channel ($channel: a mention of the game's; $command: /gin table).
play-table-elsewhere = Tu partida se juega en { $channel }: usa { $command } allí.
play-table-last = Tu mesa ya es el último mensaje de aquí: está justo encima.
play-table-failed = No pude publicar la mesa aquí. Vuelve a intentarlo, por favor.
