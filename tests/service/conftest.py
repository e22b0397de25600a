from .games import service

__all__ = ["service"]
