package uitest

// PseudoWords is English words as the made-up language of Pseudo shows
// them ("Start" is "Śţàŕţ"), so a test walking a screen under Pseudo can tap
// a button by its English label.
func PseudoWords(english string) string { return pseudoText(english) }
