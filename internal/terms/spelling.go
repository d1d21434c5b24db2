package terms

// usSpelling maps British spellings to American ones, so that "licence" and "license",
// "colour" and "color", "cancelled" and "canceled" are one term: a request written in
// one and a route recorded in the other match as the same words, not as a misspelling.
// The list holds whole words common in web tasks (accounts, shops, travel, documents);
// suffix rules are left out, for they would change other words ("tour", "promise").
// Both the word and its stem are looked up (term), so that Terms stays its own fixed
// point.
var usSpelling = map[string]string{
	"licence": "license", "licences": "licenses", "licenced": "licensed",
	"colour": "color", "colours": "colors", "coloured": "colored",
	"favourite": "favorite", "favourites": "favorites", "favour": "favor",
	"centre": "center", "centres": "centers", "theatre": "theater", "theatres": "theaters",
	"metre": "meter", "metres": "meters", "litre": "liter", "litres": "liters",
	"kilometre": "kilometer", "kilometres": "kilometers", "fibre": "fiber",
	"catalogue": "catalog", "catalogues": "catalogs", "dialogue": "dialog", "analogue": "analog",
	"grey": "gray", "programme": "program", "programmes": "programs",
	"jewellery": "jewelry", "aluminium": "aluminum", "tyre": "tire", "tyres": "tires",
	"pyjamas": "pajamas", "mould": "mold", "draught": "draft", "cosy": "cozy",
	"defence": "defense", "offence": "offense", "practise": "practice",
	"analyse": "analyze", "analysed": "analyzed", "organise": "organize", "organised": "organized",
	"organisation": "organization", "organisations": "organizations", "recognise": "recognize",
	"realise": "realize", "customise": "customize", "customised": "customized",
	"personalise": "personalize", "personalised": "personalized", "authorise": "authorize",
	"authorised": "authorized", "authorisation": "authorization", "categorise": "categorize",
	"prioritise": "prioritize", "optimise": "optimize", "optimisation": "optimization",
	"synchronise": "synchronize", "minimise": "minimize", "maximise": "maximize",
	"summarise": "summarize", "summarised": "summarized", "apologise": "apologize",
	"cancelled": "canceled", "cancelling": "canceling", "travelled": "traveled",
	"travelling": "traveling", "traveller": "traveler", "travellers": "travelers",
	"labelled": "labeled", "labelling": "labeling", "modelling": "modeling",
	"enrolment": "enrollment", "fulfil": "fulfill", "fulfilment": "fulfillment",
	"instalment": "installment", "instalments": "installments", "behaviour": "behavior",
	"neighbour": "neighbor", "neighbours": "neighbors", "neighbourhood": "neighborhood",
	"harbour": "harbor", "honour": "honor", "labour": "labor", "flavour": "flavor",
	"flavours": "flavors", "humour": "humor", "rumour": "rumor", "ageing": "aging",
}

// american returns the American spelling of w when usSpelling has one, else w.
func american(w string) string {
	if a, ok := usSpelling[w]; ok {
		return a
	}
	return w
}
