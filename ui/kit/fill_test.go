package kit

import "testing"

// TestFillSharesTheHeight: rows that fit their share all get it, so that
// one growing within its share moves no row under it; a row taller than
// its share keeps its need and the others share what is left.
func TestFillSharesTheHeight(t *testing.T) {
	for _, c := range []struct {
		hs    []float32
		total float32
		want  []float32
	}{
		{[]float32{100, 140, 100}, 600, []float32{200, 200, 200}},
		{[]float32{100, 400, 100}, 600, []float32{100, 400, 100}},
		{[]float32{100, 300, 100}, 600, []float32{150, 300, 150}},
		{[]float32{100, 100}, 100, []float32{100, 100}},
	} {
		hs := append([]float32(nil), c.hs...)
		fill(hs, c.total)
		for i := range hs {
			if hs[i] != c.want[i] {
				t.Errorf("fill(%v, %v) = %v, want %v", c.hs, c.total, hs, c.want)
				break
			}
		}
	}
}
