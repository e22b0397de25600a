"""Discord rendering: embeds, texts and control rows from the engine's views, one module per
thing rendered. Rendering takes views, never the full state: the table and the results read
``public_view()``, a private hand reads ``view_for(player)``.

- words: the words every message is made of (members, cards, deadlines, formats) and colours;
- table: the public table message (a challenge, or a game in play);
- hand: the private hand and the knock screen;
- results: showdowns, the final score sheet, reminders, a player's review;
- rules: /gin help and the rules in brief; pictures: the scene beside a message;
- links, games, moves, proposals: jump links and pings, a member's games, the recent moves, a
  proposal to abandon;
- stats, settings: the standings and a server's settings.
"""
