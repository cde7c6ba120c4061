package cityofhorror

// Plural reports whether a character's name is a plural subject: the
// Guard and Rex are a man and his dog on one card, so "the Guard and Rex
// kill two zombies", "are exhausted".
func (r Role) Plural() bool { return r == GuardAndRex }

// Verb gives the words that follow the character's name as subject: one
// for a single person ("is", "kills", "so it goes"), many for the Guard
// and Rex ("are", "kill", "so they go").
func (r Role) Verb(one, many string) string {
	if r.Plural() {
		return many
	}
	return one
}
