package store

import "sync"

// queue runs jobs one after another on a goroutine that lives while there
// is work.
type queue struct {
	mu      sync.Mutex
	jobs    []func()
	running bool
	idle    sync.Cond
}

func (q *queue) add(job func()) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.jobs = append(q.jobs, job)
	if !q.running {
		q.running = true
		go q.run()
	}
}

func (q *queue) run() {
	for {
		q.mu.Lock()
		if len(q.jobs) == 0 {
			q.running = false
			q.cond().Broadcast()
			q.mu.Unlock()
			return
		}
		job := q.jobs[0]
		q.jobs = q.jobs[1:]
		q.mu.Unlock()
		job()
	}
}

func (q *queue) wait() {
	q.mu.Lock()
	defer q.mu.Unlock()
	for q.running {
		q.cond().Wait()
	}
}

// cond binds the condition to the mutex on first use; q.mu is held.
func (q *queue) cond() *sync.Cond {
	if q.idle.L == nil {
		q.idle.L = &q.mu
	}
	return &q.idle
}
