# The gin rummy bot in a container: python -m bot run as a non-root user, the SQLite database
# in the volume /data. Build: docker build -t gin-rummy-bot .  (or use compose.yaml)
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /src
COPY pyproject.toml README.md LICENSE ./
COPY bot ./bot
COPY cogs ./cogs
RUN pip install . && rm -rf /src

RUN useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin gin \
    && mkdir /data && chown gin:gin /data
USER gin
WORKDIR /data
ENV GIN_DATABASE=/data/gin.sqlite3
VOLUME ["/data"]

# Healthy while the bot writes its heartbeat (every few seconds while connected to Discord).
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
    CMD ["python", "-m", "bot", "health"]

# SIGTERM (docker stop) stops the bot gracefully: saves and posts in flight finish first.
STOPSIGNAL SIGTERM
CMD ["python", "-m", "bot", "run"]
