package ui

import "hordekeeper/ui/kit"

// setEnabled enables or disables a button. It stayed in the shell when the
// Escape screens moved out (Mall of Horror's screen uses it).
func setEnabled(b *kit.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}
