"""Agreeing to abandon a game: /gin abandon proposes it (or joins the open proposal), and the
proposal's Agree and Keep playing buttons answer it. Thin: the table service keeps the proposal;
its public message is the composition's :class:`~bot.discord.proposal_messages.ProposalMessages`,
which the table's events keep true too."""

from __future__ import annotations

from dataclasses import replace

import discord
from discord.ext import commands

from bot.discord.answers import edit_clicked, in_time, refusal_for, say
from bot.discord.composition import House
from bot.discord.controls import Click, Control
from bot.discord.render import proposals as render_proposals
from bot.discord.render.words import member_words, mention
from bot.service import GameGone, ProposalClosed, Table, TableError
from cogs.group import subcommand
from cogs.play import find_table

__all__ = ["ProposalsCog"]


class ProposalsCog(commands.Cog, name="Proposals"):
    def __init__(self, house: House) -> None:
        self.service, self.key, self.proposals = house.service, house.key, house.proposals
        self.publisher = house.publisher

    @subcommand(
        "abandon", "Propose abandoning your game here: it ends unrated if every player agrees"
    )
    async def abandon(self, interaction: discord.Interaction) -> None:
        table = find_table(self.service, interaction)
        if table is None:
            await say(interaction, member_words(interaction)("proposal-no-game"))
            return
        await self._propose(interaction, table)

    async def on_propose(self, interaction: discord.Interaction, click: Click) -> None:
        """The table's "Propose abandoning" (where the bot was not invited): as /gin abandon."""
        table = self.service.get(click.game_id)
        if table is None:
            raise GameGone("refusal-game-over")
        await self._propose(interaction, table)

    async def _propose(self, interaction: discord.Interaction, table: Table) -> None:
        lang = member_words(interaction)
        try:
            proposal = await in_time(
                interaction, self.service.agree_to_abandon(table.id, interaction.user.id)
            )
        except TableError as exc:
            await say(interaction, refusal_for(interaction, exc))
            return
        channel = self.publisher.channel_words(table)
        if proposal.ended:
            self.proposals.show(table, closed=render_proposals.abandoned_text(table.id, channel))
            await say(interaction, render_proposals.abandoned_text(table.id, lang))
        elif not self.proposals.claim(table.id):  # joined the proposal another member made
            self.proposals.show(table, proposal)
            await say(interaction, lang("proposal-noted"))
        else:
            shown = replace(proposal, agreed=set(proposal.agreed))
            message = render_proposals.proposal_message(table, shown, self.key, channel)
            message_id: int | None = None
            try:
                if interaction.response.is_done():
                    message_id = (await interaction.followup.send(**message, wait=True)).id
                else:
                    callback = await interaction.response.send_message(**message)
                    message_id = callback.message_id
            finally:
                self.proposals.posted(table, message_id, shown, interaction)

    async def on_answer(self, interaction: discord.Interaction, click: Click) -> None:
        """Agree or Keep playing, clicked on a proposal to abandon (its message is edited). A
        control of an older release only closes its message: no proposal outlives a restart."""
        table = self.service.get(click.game_id)
        if table is None:
            raise GameGone("refusal-game-over")
        await self._answer(interaction, table, click)

    async def _answer(self, interaction: discord.Interaction, table: Table, click: Click) -> None:
        user = interaction.user.id
        self.service.check_player(table, user)
        if not self.proposals.is_on(interaction.message, table.id):
            raise TableError("refusal-another-message")
        version = click.version.number
        lang = self.publisher.channel_words(table)  # the proposal's message is the channel's
        try:
            if not click.signed:
                raise ProposalClosed()
            if click.control is Control.AGREE:
                proposal = await in_time(
                    interaction, self.service.agree_to_abandon(table.id, user, version)
                )
                if not proposal.ended:
                    message = render_proposals.proposal_message(table, proposal, self.key, lang)
                    await edit_clicked(interaction, **message)
                    return
                closed = render_proposals.abandoned_text(table.id, lang)
            else:
                self.service.keep_playing(table.id, user, version)
                why = lang("proposal-why-kept", player=mention(user, lang))
                closed = render_proposals.proposal_closed_text(table.id, why, lang)
        except ProposalClosed as exc:
            why = lang("proposal-why-withdrawn")
            closed = render_proposals.proposal_closed_text(table.id, why, lang)
            await edit_clicked(interaction, content=closed, view=None)
            await say(interaction, refusal_for(interaction, exc))
            return
        self.proposals.forget(table.id)
        await edit_clicked(interaction, content=closed, view=None)
