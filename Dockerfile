# The gin rummy bot in a container: python -m bot run as a non-root user, the SQLite database
# in the volume /data. Build: docker build -t gin-rummy-bot .  (or use compose.yaml)
FROM python:3.11-slim

# PYTHONSAFEPATH: python -m would otherwise put the working directory, /data (the volume, which
# the bot can write), first on the import path; the code runs only from the image.
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PYTHONSAFEPATH=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

# PostgreSQL's client programs: python -m bot backup runs pg_dump and pg_restore when
# GIN_DATABASE is a PostgreSQL database (compose.postgres.yaml, compose.clusters.yaml). Debian's
# are at least as new as those files' postgres:15, which pg_dump needs.
RUN apt-get update \
    && apt-get install -y --no-install-recommends postgresql-client \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /src
COPY pyproject.toml README.md LICENSE ./
COPY bot ./bot
COPY cogs ./cogs
RUN pip install . && rm -rf /src

RUN useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin gin \
    && mkdir /data && chown gin:gin /data
USER gin
WORKDIR /data
# The metrics and health endpoints, when GIN_METRICS_PORT turns them on (docs/monitoring.md),
# listen on every address of the container: 127.0.0.1 there is the container's own, which
# nothing outside it reaches. Outside, only the ports published reach them.
ENV GIN_DATABASE=/data/gin.sqlite3 \
    GIN_METRICS_HOST=0.0.0.0
VOLUME ["/data"]

# Healthy while the bot writes its heartbeat (every few seconds while connected to Discord).
# --local: with GIN_METRICS_PORT set, the bot's own /healthz says so (the same verdict, and its
# event loop answering too; the image has no curl), else the heartbeat in the database.
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
    CMD ["python", "-m", "bot", "health", "--local"]

# The commit the image is built from, for gin_build_info (no .git goes into the context):
#   docker build --build-arg GIN_BUILD_COMMIT=$(git rev-parse HEAD) -t gin-rummy-bot .
# Last, so that a new commit rebuilds only this layer.
ARG GIN_BUILD_COMMIT=
ENV GIN_BUILD_COMMIT=${GIN_BUILD_COMMIT}
LABEL org.opencontainers.image.revision=${GIN_BUILD_COMMIT}

# SIGTERM (docker stop) stops the bot gracefully: saves and posts in flight finish first.
STOPSIGNAL SIGTERM
CMD ["python", "-m", "bot", "run"]
