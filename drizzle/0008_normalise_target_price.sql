-- The target price was free text that every institution could read before unlock (docs/decisions/0068). Rows
-- written then are read with the rules of src/shared/domain/target-price.ts (an amount or a range, $10,000 to
-- $2,000,000, to the nearest thousand) and stored normalised; what does not read as a price is blanked.
CREATE OR REPLACE FUNCTION casa_target_price_amount(part text) RETURNS integer LANGUAGE sql IMMUTABLE AS $fn$
  SELECT CASE WHEN dollars BETWEEN 10000 AND 2000000 THEN (round(dollars / 1000) * 1000)::integer END
  FROM (SELECT CASE
    WHEN part ~* '^\$?\s*(\d{1,3}(,\d{3})+|\d{1,7})(\.\d{1,2})?(\s*(usd|dólares|dolares))?$'
      THEN regexp_replace(part, '[^0-9.]', '', 'g')::numeric
    WHEN part ~* '^\$?\s*\d{1,4}(\.\d{1,3})?\s*k$'
      THEN regexp_replace(part, '[^0-9.]', '', 'g')::numeric * 1000
  END AS dollars) AS amount
$fn$;
--> statement-breakpoint
UPDATE leads SET
  precio_meta = CASE WHEN read.low IS NULL OR read.high IS NULL OR read.low > read.high THEN ''
    WHEN read.low = read.high THEN '$' || to_char(read.low, 'FM9,999,999')
    ELSE '$' || to_char(read.low, 'FM9,999,999') || ' – $' || to_char(read.high, 'FM9,999,999') END,
  target_price_dollars = CASE WHEN read.low IS NULL OR read.high IS NULL OR read.low > read.high THEN NULL
    ELSE round((read.low + read.high) / 2.0)::integer END
FROM (
  SELECT id,
    CASE WHEN length(text) BETWEEN 1 AND 40 AND cardinality(parts) <= 2 THEN casa_target_price_amount(parts[1]) END AS low,
    CASE WHEN length(text) BETWEEN 1 AND 40 AND cardinality(parts) <= 2 THEN casa_target_price_amount(parts[cardinality(parts)]) END AS high
  FROM (
    SELECT id, btrim(precio_meta) AS text, regexp_split_to_array(btrim(precio_meta), '\s*[-–—]\s*|\s+(?:a|hasta)\s+', 'i') AS parts
    FROM leads
  ) AS split
) AS read
WHERE read.id = leads.id;
--> statement-breakpoint
DROP FUNCTION casa_target_price_amount(text);
