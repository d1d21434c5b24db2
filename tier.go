package waymark

import "math"

// Tier says how far recalled knowledge may be trusted (SPEC §4): P1 direct replay, P2 verify
// then replay, P3 hints, P4 advisory, P5 cold start.
type Tier string

// The tiers of SPEC §4.
const (
	P1 Tier = "P1"
	P2 Tier = "P2"
	P3 Tier = "P3"
	P4 Tier = "P4"
	P5 Tier = "P5"
)

// Tier thresholds on confidence (SPEC §4): ≥ 0.85 P1, ≥ 0.60 P2, ≥ 0.40 P3, else P4.
const (
	ThresholdP1 = 0.85
	ThresholdP2 = 0.60
	ThresholdP3 = 0.40
)

// Reliability rules of SPEC §4.
const (
	// InitialReliability is a new pattern's reliability.
	InitialReliability = 0.50
	// Alpha is the EWMA weight of the newest execution.
	Alpha = 0.15
	// MaxStrikes consecutive failures set relearn_needed.
	MaxStrikes = 3
	// RelearnBelow: a reliability under it sets relearn_needed.
	RelearnBelow = 0.40
)

// TierFor maps a confidence in [0, 1] to a tier; known reports whether any knowledge
// matched (false → P5). Confidence is rounded to 4 decimals first so that 0.85 computed as
// 0.8499999 still reaches P1.
func TierFor(confidence float64, known bool) Tier {
	if !known {
		return P5
	}
	c := math.Round(confidence*1e4) / 1e4
	switch {
	case c >= ThresholdP1:
		return P1
	case c >= ThresholdP2:
		return P2
	case c >= ThresholdP3:
		return P3
	default:
		return P4
	}
}

// EWMA returns the reliability after one more verified execution:
// r ← (1 − α)·r + α·(1 if success else 0), α = 0.15 (SPEC §4). The result is in [0, 1]; an
// r that is NaN counts as the starting reliability, 0.50.
func EWMA(r float64, success bool) float64 {
	if math.IsNaN(r) {
		r = InitialReliability
	}
	x := 0.0
	if success {
		x = 1
	}
	r = (1-Alpha)*r + Alpha*x
	return math.Min(1, math.Max(0, r))
}

// MaxDurationMS bounds a duration (ms) waymark counts: 7 days. A longer one counts as this
// long (a trace's steps), or is refused ([Memory.RecordExecution]); no mean overflows.
const MaxDurationMS int64 = 7 * 24 * 60 * 60 * 1000

// Execute applies one execution to p (SPEC §4): counts, average duration (ms, the rounded
// mean of the executions with a duration, each at most [MaxDurationMS]; durationMS ≤ 0 is
// none), EWMA reliability, strikes (consecutive failures, reset by a success) and relearn_needed
// (strikes ≥ 3 or reliability < 0.40). A success clears relearn_needed only when neither
// condition holds any more.
func (p *Pattern) Execute(success bool, durationMS int64) {
	p.TotalExecutions = countOn(p.TotalExecutions)
	if durationMS > 0 {
		timed := float64(p.TimedExecutions)
		if timed == 0 && p.AvgDurationMS > 0 {
			// Stored before the timed runs were counted: its mean was over every run.
			timed = float64(max(p.TotalExecutions-1, 0))
		}
		// In floating point and within MaxDurationMS: no sum of durations overflows.
		avg := math.Round((float64(min(p.AvgDurationMS, MaxDurationMS))*timed + float64(min(durationMS, MaxDurationMS))) / (timed + 1))
		p.AvgDurationMS, p.TimedExecutions = int64(avg), countOn(int(timed))
	}
	p.Reliability = EWMA(p.Reliability, success)
	if success {
		p.SuccessfulExecutions = countOn(p.SuccessfulExecutions)
		p.Strikes = 0
	} else {
		p.Strikes = countOn(p.Strikes)
	}
	p.RelearnNeeded = p.Strikes >= MaxStrikes || p.Reliability < RelearnBelow
}
