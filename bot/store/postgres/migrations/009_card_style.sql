-- How each member chose to see their cards (/gin cards): by rank or by suit, two colours or a
-- four-colour deck; NULL: never chosen, the default. (As SQLite's migration 009.)

ALTER TABLE members ADD COLUMN card_order TEXT;    -- 'rank' or 'suit'
ALTER TABLE members ADD COLUMN suit_colours TEXT;  -- 'two' or 'four'
