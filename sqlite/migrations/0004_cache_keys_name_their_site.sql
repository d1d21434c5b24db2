-- 0004: the key of a cache record begins with its site.
--
-- A cache entry was keyed by question signature, source URL and answer only, so the same
-- trace saved under the URL of another site found the first site's entry by its key and
-- moved it to the second site: the first site lost its cached answer. Keys are now
-- "<site>|<signature>|<source URL>|<answer hash>" (waymark's cacheKey); this rewrites the
-- stored ones. Keys stay unique: (kind, key) was unique before and each record has one site.
UPDATE records SET key = site || '|' || key WHERE kind = 'cache';
