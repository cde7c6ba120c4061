package timers

import (
	"testing"
	"time"
)

// TestAMeasuredLatencyReplacesTheModel: through PulseAudio every cue played
// 21.2 ms early because the lead was taken as 1.3 output buffers; a lead
// measured through the device replaces that model, and out-of-range ones
// are refused.
func TestAMeasuredLatencyReplacesTheModel(t *testing.T) {
	if got := deviceLatency(100*time.Millisecond, 0, 0); got != 130*time.Millisecond {
		t.Fatalf("no measure: the model's %v", got)
	}
	if got := deviceLatency(100*time.Millisecond, 109*time.Millisecond, 0); got != 109*time.Millisecond {
		t.Fatalf("a measure of 109 ms: %v", got)
	}
	if SetOutputLatency(-time.Millisecond) == nil || SetOutputLatency(2*time.Second) == nil {
		t.Fatal("a lead below 0 or above 1 s is refused")
	}
	defer func() { _ = SetOutputLatency(0) }()
	if err := SetOutputLatency(109 * time.Millisecond); err != nil || time.Duration(outputMeasured.Load()) != 109*time.Millisecond {
		t.Fatalf("set: %v", err)
	}
}
