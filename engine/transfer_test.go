package engine

import (
	"bytes"
	"strings"
	"testing"
)

func TestTransferRoundTripInAnyOrder(t *testing.T) {
	r := NewRand(3, "t")
	for _, size := range []int{0, 1, 100, 2000, 9000} {
		data := make([]byte, size)
		for i := range data {
			data[i] = "abcdefgh{}\":,0123"[r.IntN(17)] // JSON-like, compressible
		}
		parts, err := PackTransfer("cards", data, 250)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range parts {
			if len(p) > 250 {
				t.Fatalf("part of %d characters", len(p))
			}
		}
		r.Shuffle(len(parts), func(i, j int) { parts[i], parts[j] = parts[j], parts[i] })
		got, err := UnpackTransfer("cards", strings.Join(parts, "\n  "))
		if err != nil || !bytes.Equal(got, data) {
			t.Fatalf("size %d: %v", size, err)
		}
	}
}

func TestTransferMessages(t *testing.T) {
	r := NewRand(9, "m")
	data := make([]byte, 600)
	for i := range data {
		data[i] = byte(r.IntN(256))
	}
	parts, _ := PackTransfer("cards", data, 120)
	if len(parts) < 3 {
		t.Fatalf("want several parts, got %d", len(parts))
	}
	other, _ := PackTransfer("cards", []byte("other"), 120)
	typo := []byte(parts[1])
	typo[len(typo)-3] ^= 1
	cases := []struct{ text, want string }{
		{"", "nothing was pasted"},
		{"hello", "not a Hordekeeper transfer"},
		{strings.Replace(parts[0], ":cards:", ":dice:", 1), `"dice" transfer`},
		{strings.Join(parts[1:], " "), "part 1/"},
		{parts[0] + " " + other[0], "two different transfers"},
		{strings.Join(append([]string{string(typo)}, append([]string{parts[0]}, parts[2:]...)...), " "), "damaged or mistyped"},
		{strings.Replace(parts[0], ":1/", ":x/", 1), "no valid number"},
		{parts[0] + " " + parts[0][:len(parts[0])-1] + "Q", "pasted twice"},
	}
	for _, c := range cases {
		if _, err := UnpackTransfer("cards", c.text); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%.30q: got %v, want %q", c.text, err, c.want)
		}
	}
	if _, err := PackTransfer("two words", nil, 200); err == nil {
		t.Fatal("bad tag")
	}
	if _, err := PackTransfer("x", nil, 20); err == nil {
		t.Fatal("parts too short")
	}
}

func FuzzUnpackTransfer(f *testing.F) {
	parts, _ := PackTransfer("cards", []byte(`{"cards":[]}`), 60)
	f.Add(strings.Join(parts, " "))
	f.Add("HK:cards:1/1:00000000:")
	f.Fuzz(func(t *testing.T, s string) {
		data, err := UnpackTransfer("cards", s)
		if err == nil {
			again, _ := PackTransfer("cards", data, 250)
			if back, err := UnpackTransfer("cards", strings.Join(again, " ")); err != nil || !bytes.Equal(back, data) {
				t.Fatal("accepted data must round-trip")
			}
		}
	})
}
