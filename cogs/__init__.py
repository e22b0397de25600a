"""The cogs, split by feature, and their part of the composition (:func:`setup`, which
``GinBot.setup_hook`` loads as the extension ``cogs``): each cog is handed the parts of the
house it uses, the click registry is filled with their handlers, and /gin is made of their
subcommands (cogs/group.py). No cog looks another up.

- play: the table's commands (hand, resign, rules, help, games, table) and the events that
  change every table;
- challenges: challenge, practice, the member menu, Rematch;
- clicks: every click on a game's controls (the hand's moves too);
- proposals: agreeing to abandon a game;
- choices: members' own choices (ping, challenges, forget-me) and the settings to read;
- stats: the leaderboard, stats, history and their buttons;
- tournaments: /gin tournament, the announcement's buttons, and what /gin-admin tournament does;
- admin: /gin-admin, and the answers to confirmations.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.discord.controls import Control, Kind
from cogs.admin import AdminCog
from cogs.challenges import ChallengesCog
from cogs.choices import ChoicesCog
from cogs.clicks import ClicksCog
from cogs.group import gin_group
from cogs.play import PlayCog
from cogs.proposals import ProposalsCog
from cogs.stats import StatsCog
from cogs.tournaments import TournamentDesk, TournamentsCog

if TYPE_CHECKING:
    from bot.discord.client import GinBot


async def setup(bot: GinBot) -> None:
    house = bot.house
    assert house is not None, "setup_hook builds the house before it loads the cogs"
    challenges, proposals = ChallengesCog(bot, house), ProposalsCog(house)
    routes = {
        Control.REMATCH: challenges.on_rematch,
        Control.AGREE: proposals.on_answer,
        Control.KEEP: proposals.on_answer,
        Control.ABANDON: proposals.on_propose,
    }
    clicks = ClicksCog(house, routes)
    play, choices = PlayCog(bot, house), ChoicesCog(house)
    tournaments = TournamentsCog(house)
    stats, admin = StatsCog(house), AdminCog(house, TournamentDesk(house, bot))
    house.clicks.handle(Kind.GAME, clicks.on_control)
    house.clicks.handle(Kind.LEADERBOARD, stats.on_leaderboard_page)
    house.clicks.handle(Kind.HISTORY, stats.on_history_page)
    house.clicks.handle(Kind.SHEET, stats.on_sheet)
    house.clicks.handle(Kind.CONFIRM, admin.on_confirm)
    house.clicks.handle(Kind.EVENT, tournaments.on_click)
    # /gin before /gin-admin, as Discord has always been sent them.
    bot.tree.add_command(gin_group([challenges, play, choices, proposals, stats, tournaments]))
    for cog in (challenges, play, clicks, proposals, choices, stats, tournaments, admin):
        await bot.add_cog(cog)
