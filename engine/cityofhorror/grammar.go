package cityofhorror

// Plural reports whether a character's name is a plural subject: the
// Guard and Rex are a man and his dog on one card, so "the Guard and Rex
// kill two zombies", "are exhausted".
func (r Role) Plural() bool { return r == GuardAndRex }
