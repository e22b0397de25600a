## A member's own choices: /gin ping, /gin challenges, /gin cards (private: their language).
## $command: the command that turns it back (a mention, or its text); "on", "off", "order",
## "colours", "rank|suit", "two|four": its option and choices, as the language names them in
## commands.ftl.

choices-ping-on = Done: when it's your turn in a game here, a short message will mention you (it goes once you've played). Turn it off with { $command } off.
choices-ping-off = Done: no more turn messages for you here. Turn them on with { $command } on.
choices-challenges-on = Done: members can challenge you here again.
choices-challenges-off = Done: nobody can challenge you here until you turn challenges back on with { $command } on. (You can still challenge others.)

# How a member's cards are shown ($order: rank or suit; $colours: two or four).
cards-style = sorted { $order ->
        [suit] by suit (♠ ♥ ♣ ♦, ace to king in each)
       *[rank] by rank (ace to king)
    }, melds first, in your hand's text, picture and menus; its picture in { $colours ->
        [four] four colours (♠ black, ♥ red, ♣ green, ♦ blue)
       *[two] two colours (♠ ♣ black, ♥ ♦ red)
    }
# $style: cards-style.
cards-now = Your cards here are { $style }. Change it with { $command } order:rank|suit colours:two|four.
cards-done = Done: your cards here are { $style }. Your hand shows it from its next update (Refresh).
