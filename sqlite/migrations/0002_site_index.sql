-- 0002: one index for everything scoped to a site, and fewer indexes to keep up per write.
--
-- records_site replaces records_site_kind (site, kind) and records_url_pattern
-- (url_pattern): every URL pattern belongs to one site, and every read by URL pattern
-- names the site too (a save looks up the site's patterns of one URL pattern, a query the
-- selectors of one), so (site, kind, url_pattern) serves both, and the reads of a whole
-- site. Reads that name a site say INDEXED BY records_site (tx.go), so their plan no
-- longer depends on the planner statistics: without them SQLite preferred
-- records_kind_updated to save a sort, and read every pattern of every site to find the
-- few of one page.
-- records_updated (updated_at, id) served only reads that name no kind and no site; they
-- sort instead. Each insert now writes the table and four indexes instead of six.
DROP INDEX records_site_kind;
DROP INDEX records_url_pattern;
DROP INDEX records_updated;
CREATE INDEX records_site ON records (site, kind, url_pattern);
