-- How each member chose to see their cards (/gin cards): their hand sorted by rank or by suit,
-- and its picture in two colours or a four-colour deck. NULL: never chosen, the default (by
-- rank, two colours). Columns of members like their other choices, so that /gin forget-me,
-- which deletes the member's row, forgets them too.

ALTER TABLE members ADD COLUMN card_order TEXT;    -- 'rank' or 'suit'
ALTER TABLE members ADD COLUMN suit_colours TEXT;  -- 'two' or 'four'
