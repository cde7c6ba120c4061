package uitest

import (
	"strings"
	"testing"
)

// FinishEverySize prints what was checked, as Finish does, and fails on a
// problem at any size, the phone's included: for a game whose screens have
// been made to fit a 412x915 phone, so that none slips back.
func (r *LayoutReport) FinishEverySize(t testing.TB) {
	t.Helper()
	t.Logf("checked %d %s screens at %d sizes", r.checked, r.game, len(Sizes))
	t.Logf("%d problems on a 412x915 phone", len(r.phones))
	all := append(append([]string(nil), r.problems...), r.phones...)
	if len(all) > 0 {
		t.Errorf("%d problems:\n%s", len(all), strings.Join(all, "\n"))
	}
}
