"""Trouble on Discord's side: rate limits (per-channel edits, the global limit, 429 answers
discord.py honours), planned failures and late answers.
"""

from __future__ import annotations

import re
import time
from collections import deque
from typing import Any

from .core import FakeCore
from .records import Hold, Injection

DEFAULT_ERRORS: dict[int, tuple[int, str]] = {
    400: (50035, "Invalid Form Body"),
    401: (0, "401: Unauthorized"),
    403: (50013, "Missing Permissions"),
    404: (10008, "Unknown Message"),
    500: (0, "500: Internal Server Error"),
    502: (0, "502: Bad Gateway"),
}


class Faults(FakeCore):
    """Rate limits, injected failures and held answers."""

    def inject(
        self,
        status: int,
        method: str | None = None,
        path: str = "*",
        *,
        times: int = 1,
        retry_after: float = 0.05,
        code: int | None = None,
        message: str | None = None,
        is_global: bool = False,
    ) -> Injection:
        """Answer the next ``times`` matching requests with ``status`` (429, 403, 404, 500...).

        ``path`` is a glob below /api/v10, e.g. ``f"/channels/{ch.id}/messages/*"``. A 429 carries
        a JSON ``retry_after`` and a ``Via`` header, so discord.py sleeps and retries."""
        inj = Injection(status, method, path, times, retry_after, code, message, is_global)
        self._injections.append(inj)
        return inj

    def rate_limit(
        self, method: str | None, path: str, *, times: int = 1, retry_after: float = 0.05
    ) -> Injection:
        return self.inject(429, method, path, times=times, retry_after=retry_after)

    def hold(self, method: str | None, path: str = "*", *, times: int = 1) -> Hold:
        """Serve the next ``times`` matching requests but keep their answers until
        ``hold.release()`` (``hold.hits``: the requests held so far)."""
        held = Hold(method, path, times)
        self._holds.append(held)
        return held

    def _rate_limit_response(
        self, retry_after: float, *, is_global: bool = False
    ) -> tuple[dict[str, Any], dict[str, str]]:
        # Without a Via header (or with a non-JSON body) discord.py takes a 429 for a Cloudflare
        # ban and raises at once instead of sleeping and retrying.
        body = {
            "message": "You are being rate limited.",
            "retry_after": retry_after,
            "global": is_global,
        }
        headers = {
            "Via": "1.1 google",
            "Retry-After": str(max(1, int(retry_after + 0.999))),
            "X-RateLimit-Scope": "global" if is_global else "user",
        }
        if is_global:
            headers["X-RateLimit-Global"] = "true"
        return body, headers

    def _auto_rate_limit(
        self, method: str, path: str, authorized: bool
    ) -> tuple[float, bool] | None:
        """The wait a request must be refused with, and whether the limit is the global one
        (Discord says so: ``"global": true``, and discord.py then holds every request)."""
        now = time.perf_counter()
        if self.global_limit is not None and authorized:
            window = self._global_window
            while window and now - window[0] >= 1.0:
                window.popleft()
            if len(window) >= self.global_limit:
                return window[0] + 1.0 - now, True
            window.append(now)
        if self.channel_edit_limit is not None and method == "PATCH":
            m = re.fullmatch(r"/channels/(\d+)/messages/\d+", path)
            if m:
                count, per = self.channel_edit_limit
                window = self._edit_windows.setdefault(int(m.group(1)), deque())
                while window and now - window[0] >= per:
                    window.popleft()
                if len(window) >= count:
                    return window[0] + per - now, False
                window.append(now)
        return None

    def _injected(self, inj: Injection) -> tuple[int, Any, dict[str, str]]:
        if inj.status == 429:
            body, headers = self._rate_limit_response(inj.retry_after, is_global=inj.is_global)
            return 429, body, headers
        code, message = DEFAULT_ERRORS.get(inj.status, (0, f"{inj.status}: Error"))
        code = inj.code if inj.code is not None else code
        return inj.status, {"code": code, "message": inj.message or message}, {}
