package waymark

// AsSaved returns r filed as a save files its body: under the key, URL pattern and search
// text that filing (vet.go) gives it (and a pattern's task type), so that tests which put knowledge straight into a
// store can import what they export. Records of other kinds come back as they are.
func AsSaved(r Record) Record {
	v, err := decodeKnowledge(r.Kind, r.Body, false)
	if err != nil {
		panic(err)
	}
	if key, urlPat, text, ok := filing(v, r.Site); ok {
		r.Key, r.URLPattern, r.Text = key, urlPat, text
	}
	if p, ok := v.(*Pattern); ok {
		r.TaskType = p.TaskType
	}
	return r
}

// RouteKeyOf is the route key of steps (routeKey), for tests that store a route as an
// earlier version filed it.
func RouteKeyOf(steps []RouteStep) string { return routeKey(steps) }
