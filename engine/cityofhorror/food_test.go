package cityofhorror

import "testing"

// The player says which food token they drew; values of which none is
// left face down are refused, and the app counts what is left.
func TestFoodValuesSaidByTheTable(t *testing.T) {
	base := activating(scene(t, Red, PhaseResolution, Red, Blue, Green), CrossroadsLoc)
	base.put(Geek, Red, CrossroadsLoc)
	for _, tc := range []struct {
		name   string
		truck  [4]int
		value  *int
		refuse string
	}{
		{"a 0: the box has one", FoodValues, ptr(0), ""},
		{"a 1", FoodValues, ptr(1), ""},
		{"a 2", FoodValues, ptr(2), ""},
		{"a 3: the box has one", FoodValues, ptr(3), ""},
		{"the 3 is already out", [4]int{1, 5, 5, 0}, ptr(3), "no food token of value 3 is left"},
		{"no such value", FoodValues, ptr(4), "0, 1, 2 or 3"},
		{"a negative value", FoodValues, ptr(-1), "0, 1, 2 or 3"},
		{"no value said", FoodValues, nil, "say which value"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := base.clone()
			b.Truck = tc.truck
			a := TakeFood{Player: Red, Value: tc.value}
			if tc.refuse != "" {
				mustRefuse(t, b, a, tc.refuse)
				return
			}
			n := mustApply(t, b, a)
			eq(t, "token", n.Player(Red).Food[*tc.value], 1)
			eq(t, "left face down", n.FaceDownFood(), 11)
			eq(t, "that value", n.Truck[*tc.value], tc.truck[*tc.value]-1)
		})
	}
	eq(t, "the box", FoodValues, [4]int{1, 5, 5, 1})
}
