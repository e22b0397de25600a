"""The gateway: the websocket, IDENTIFY and its refusals, RESUME, dispatching events to the
sessions of each server's shard, and network trouble (op 7, op 9, drops, an outage).
"""

from __future__ import annotations

import json
import uuid
from typing import Any

from aiohttp import WSMsgType, web

from .core import FakeCore
from .records import RecordedRequest
from .sessions import (
    CLOSE_INVALID_SHARD,
    CLOSE_SHARDING_REQUIRED,
    SESSION_START_RESET,
    GatewaySession,
    IdentifyRefusal,
    event_guild_id,
    shard_of,
)


class Gateway(FakeCore):
    """The gateway websocket and the events it dispatches."""

    async def _send(self, ws: web.WebSocketResponse, frame: dict[str, Any]) -> bool:
        # Text frames only: discord.py decompresses binary frames alone, whatever it asked for.
        try:
            await ws.send_str(json.dumps(frame))
        except (ConnectionError, RuntimeError):
            return False
        return True

    async def _send_dispatch(
        self, session: GatewaySession, event: str, data: dict[str, Any]
    ) -> bool:
        async with session.lock:
            session.seq += 1  # `s` must rise on every DISPATCH
            frame = {"op": 0, "t": event, "s": session.seq, "d": data}
            self.gateway_log.append((f"> {event}", data))
            session.sent.append(frame)
            if session.ws is None or session.ws.closed:
                return False
            return await self._send(session.ws, frame)

    async def dispatch(
        self, event: str, data: dict[str, Any], *, intents: int | None = None
    ) -> int:
        """Send an event to every live session of the shard its server is on (buffered for
        resumable ones); returns how many sessions got or will get it. The server is
        ``data["guild_id"]`` (``data["id"]`` for GUILD_CREATE/UPDATE/DELETE); without one the
        event goes to shard 0. ``intents``: only sessions that asked for one of these."""
        return len(await self._dispatch(event, data, intents=intents))

    async def _dispatch(
        self, event: str, data: dict[str, Any], *, intents: int | None = None
    ) -> list[GatewaySession]:
        guild_id = event_guild_id(event, data)
        sent: list[GatewaySession] = []
        self._expire_sessions()
        # Every session on the shard: Discord lets two run one shard while a process hands
        # over to the next, and both then hear its events.
        for session in self.live_sessions(guild_id):
            if intents is not None and not session.intents & intents:
                continue
            await self._send_dispatch(session, event, data)
            sent.append(session)
        return sent

    def live_sessions(self, guild_id: int | None) -> list[GatewaySession]:
        """The sessions that get the events of ``guild_id`` (None: of no server): those of
        its shard not invalidated, connected or resumable."""
        return [s for s in self.sessions if not s.invalidated and s.serves(guild_id)]

    def shard_note(self, guild_id: int | None) -> str:
        """Where ``guild_id``'s events go, for messages: "shard 1 of 2" for each shard count
        in use (or the recommended one)."""
        counts = sorted({s.shard_count for s in self.sessions}) or [self.recommended_shards]
        return " / ".join(f"shard {shard_of(guild_id, n)} of {n}" for n in counts)

    def _expire_sessions(self) -> None:
        now = self.clock.monotonic()
        for s in self.sessions:
            since = s.disconnected_at
            if since is not None and not s.connected and now - since > self.resume_window:
                s.invalidated = True  # too late to RESUME: its events are no longer kept

    def connected_sessions(self, shard_id: int | None = None) -> list[GatewaySession]:
        """Sessions with an open websocket (``shard_id``: only those running that shard)."""
        return [
            s
            for s in self.sessions
            if s.connected and not s.invalidated and shard_id in (None, s.shard_id)
        ]

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        if self.gateway_refused:
            return web.Response(status=503, text="gateway down (gateway_down)")
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        self._sockets.add(ws)
        session: GatewaySession | None = None
        hello = {"heartbeat_interval": int(self.heartbeat_interval * 1000)}
        await self._send(ws, {"op": 10, "d": hello, "s": None, "t": None})
        try:
            async for msg in ws:
                if msg.type is not WSMsgType.TEXT:
                    continue
                frame = json.loads(msg.data)
                op, data = frame.get("op"), frame.get("d")
                self.gateway_log.append((f"< op {op}", data))
                if op == 1:  # heartbeat
                    await self._send(ws, {"op": 11, "d": None, "s": None, "t": None})
                elif op == 2:
                    session = await self._identify(ws, data) or session
                elif op == 6:
                    session = await self._resume(ws, data)
                elif op == 8:
                    await self._request_members(session, data)
        finally:
            self._sockets.discard(ws)
            if session is not None and session.ws is ws:
                session.ws = None
                session.disconnected_at = self.clock.monotonic()
                # A close with 1000/1001 ends the session; others keep it resumable. (discord.py's
                # Client.close() asks for 1000, but its reader task closes first with 4000.)
                if ws.close_code in (1000, 1001) and ws not in self._server_closed:
                    session.invalidated = True
            self.gateway_log.append((f"< close {ws.close_code}", None))
            self._notify()
        return ws

    def _identify_refusal(self, shard: Any) -> IdentifyRefusal | None:
        """Why Discord would turn this IDENTIFY away, if it would: a shard that is not
        ``[id, count]`` with ``0 <= id < count`` (4010), a shard over the servers' limit (4011),
        or a second IDENTIFY in the bucket's window (op 9). Refused ones are not counted."""
        now = self.clock.monotonic()
        if shard is None:
            shard_id, count = 0, 1
        else:
            valid = (
                isinstance(shard, list)
                and len(shard) == 2
                and all(isinstance(n, int) and not isinstance(n, bool) for n in shard)
            )
            if not valid or not 0 <= shard[0] < shard[1]:
                return IdentifyRefusal(shard, CLOSE_INVALID_SHARD, "Invalid shard", now)
            shard_id, count = shard
        held = sum(
            1 for g in self.guilds.values() if g.has_bot and shard_of(g.id, count) == shard_id
        )
        if held > self.max_guilds_per_shard:
            reason = f"Sharding required: {held} servers on shard {shard_id} of {count}"
            return IdentifyRefusal(shard, CLOSE_SHARDING_REQUIRED, reason, now)
        if self.identify_window is not None:
            bucket = shard_id % self.max_concurrency
            last = self._last_identify.get(bucket)
            if last is not None and now - last < self.identify_window:
                reason = f"bucket {bucket} identified {now - last:.2f}s ago"
                return IdentifyRefusal(shard, None, reason, now)
        return None

    def _count_session_start(self, shard_id: int) -> None:
        self.session_start_limit()  # starts a new day's count if the last one is over
        now = self.clock.monotonic()
        if self._session_starts_reset is None:
            self._session_starts_reset = now + SESSION_START_RESET
        self._session_starts += 1
        self._last_identify[shard_id % self.max_concurrency] = now

    def session_start_limit(self) -> dict[str, int]:
        """GET /gateway/bot's ``session_start_limit``: ``remaining`` falls with each accepted
        IDENTIFY and is back to ``total`` a day (fake clock) after the first (not enforced)."""
        now = self.clock.monotonic()
        reset = self._session_starts_reset
        if reset is not None and now >= reset:
            self._session_starts, self._session_starts_reset = 0, None
            reset = None
        return {
            "total": self.session_start_total,
            "remaining": max(0, self.session_start_total - self._session_starts),
            "reset_after": 0 if reset is None else int((reset - now) * 1000),
            "max_concurrency": self.max_concurrency,
        }

    async def _identify(
        self, ws: web.WebSocketResponse, data: dict[str, Any]
    ) -> GatewaySession | None:
        refusal = self._identify_refusal(data.get("shard"))
        if refusal is not None:
            self.identify_refusals.append(refusal)
            if refusal.close_code is None:
                self.gateway_log.append(("> op 9", refusal.reason))
                await self._send(ws, {"op": 9, "d": False, "s": None, "t": None})
            else:
                self.gateway_log.append((f"> close {refusal.close_code}", refusal.reason))
                self._server_closed.add(ws)
                await ws.close(code=refusal.close_code, message=refusal.reason.encode()[:120])
            self._notify()
            return None
        session = GatewaySession(
            uuid.uuid4().hex,
            int(data.get("intents") or 0),
            data.get("shard"),
            ws,
            identified_at=self.clock.monotonic(),
        )
        self._count_session_start(session.shard_id)
        self.sessions.append(session)
        # Each session hears of its own shard's servers only.
        guilds = [g for g in self.guilds.values() if g.has_bot and session.serves(g.id)]
        ready: dict[str, Any] = {
            "v": 10,
            "user": {**self.bot_user.to_dict(), "verified": True, "mfa_enabled": False},
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "session_id": session.id,
            # Without the fake's own URL here, a RESUME would go to the real Discord.
            "resume_gateway_url": self.gateway_url,
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "user_settings": {},
            "geo_ordered_rtc_regions": [],
            "_trace": ["fakediscord"],
        }
        if session.shard is not None:
            ready["shard"] = session.shard
        await self._send_dispatch(session, "READY", ready)
        for guild in guilds:
            await self._send_dispatch(session, "GUILD_CREATE", guild.to_dict(self.clock.now()))
        self._notify()
        return session

    async def _resume(
        self, ws: web.WebSocketResponse, data: dict[str, Any]
    ) -> GatewaySession | None:
        self._expire_sessions()
        session = next((s for s in self.sessions if s.id == data.get("session_id")), None)
        if session is None or session.invalidated:
            await self._send(ws, {"op": 9, "d": False, "s": None, "t": None})
            return None
        old = session.ws
        if old is not None and old is not ws and not old.closed:
            self._server_closed.add(old)
            await old.close(code=4000)
        async with session.lock:
            session.ws = ws
            session.disconnected_at = None
            last = data.get("seq") or 0
            for frame in list(session.sent):
                if frame["s"] > last:  # replay what the client missed
                    await self._send(ws, frame)
        session.resumes += 1
        await self._send_dispatch(session, "RESUMED", {"_trace": ["fakediscord"]})
        self._notify()
        return session

    async def _request_members(self, session: GatewaySession | None, data: dict[str, Any]) -> None:
        if session is None:
            return
        guild = self.guilds.get(int(data["guild_id"]))
        if guild is None:
            return
        ids = {int(i) for i in data.get("user_ids") or []}
        members = [m.to_dict() for m in guild.members.values() if not ids or m.user.id in ids]
        chunk = {
            "guild_id": str(guild.id),
            "members": members,
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
        }
        if data.get("nonce"):
            chunk["nonce"] = data["nonce"]
        await self._send_dispatch(session, "GUILD_MEMBERS_CHUNK", chunk)

    async def reconnect_gateway(self, *, wait: bool = True, timeout: float = 5.0) -> None:
        """Send op 7 RECONNECT to every connected session; the client should RESUME."""
        sessions = self.connected_sessions()
        before = {s.id: s.resumes for s in sessions}
        for s in sessions:
            assert s.ws is not None
            await self._send(s.ws, {"op": 7, "d": None, "s": None, "t": None})
        if wait:
            await self.wait_for(
                lambda: all(s.resumes > before[s.id] and s.connected for s in sessions),
                timeout,
                "the bot to RESUME",
            )

    async def drop_gateway(self, code: int = 4000) -> None:
        """Close every gateway websocket from the server side (network blip)."""
        for ws in list(self._sockets):
            self._server_closed.add(ws)
            await ws.close(code=code)

    async def invalidate_sessions(self, *, resumable: bool = False) -> None:
        """op 9 INVALID_SESSION. Note discord.py then waits 5 s before a new IDENTIFY."""
        for s in self.connected_sessions():
            if not resumable:
                s.invalidated = True
            assert s.ws is not None
            await self._send(s.ws, {"op": 9, "d": resumable, "s": None, "t": None})

    async def gateway_down(self) -> None:
        """Discord's gateway is out of reach: open connections close and new ones are refused
        until :meth:`gateway_up`."""
        self.gateway_refused = True
        await self.drop_gateway()

    def gateway_up(self) -> None:
        self.gateway_refused = False

    async def _get_gateway(self, rec: RecordedRequest, files: list[Any]) -> tuple[int, Any]:
        return 200, {"url": self.gateway_url}

    async def _get_gateway_bot(self, rec: RecordedRequest, files: list[Any]) -> tuple[int, Any]:
        return 200, {
            "url": self.gateway_url,
            "shards": self.recommended_shards,
            "session_start_limit": self.session_start_limit(),
        }
