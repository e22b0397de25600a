from tests.support.games import service

__all__ = ["service"]
