## /gin games: a member's live games and challenges (private: the member's language).

games-title = Your games here
# $challenge, $practice: the commands (mentions, or their text).
games-none = You have no game or challenge in play in this server. Start one with { $challenge }, or play the computer with { $practice }.
# A game's first line ($game: its number, #12345; $players: the others, mentions with commas;
# $link: a link to its table).
games-head = **Game #{ $game }** with { $players } · { $link }
# How it stands ($deadline: a Discord timestamp, "in 5 minutes").
games-waiting-for-you = Waiting for you to accept; expires { $deadline }.
games-waiting-for = Waiting for { $players } to accept; expires { $deadline }.
games-sit-out = You sit out this hand.
games-your-turn = **Your turn**; it ends { $deadline }.
games-their-turn = Their turn ({ $players }); it ends { $deadline }.
games-others-turn = Their turn (the others); it ends { $deadline }.
# More games than the list shows.
games-more = …and { $count } more.

# Where a game or challenge stands, and its link (the answer to a second Rematch).
game-standing = It { $status ->
        [challenge] is waiting for everyone to accept
        [active] is being played
        [finished] has been played
        [declined] was declined
        [cancelled] was cancelled
        [expired] expired unanswered
       *[abandoned] was abandoned
    }: { $link }
