//! A closure subscribed to telemetry sees eval spans, and nothing once unsubscribed.
//! One test in its own binary: subscriptions see every thread's events.
mod common;

use std::sync::{Arc, Mutex};

use common::device;
use kiln::telemetry::{self, Event};
use kiln::{EventKind, EventPhase, Status, Tensor};

#[test]
fn subscription_receives_eval_spans_until_dropped() {
    let events: Arc<Mutex<Vec<Event>>> = Arc::new(Mutex::new(Vec::new()));
    let sink = Arc::clone(&events);
    let subscription = telemetry::subscribe(move |event| sink.lock().unwrap().push(event.clone())).unwrap();

    let t = Tensor::from_slice(&[1.0f32, 2.0, 3.0], &[3], device()).unwrap();
    let doubled = t.add(&t).unwrap();
    doubled.eval().unwrap();
    assert_eq!(doubled.to_vec::<f32>().unwrap(), vec![2.0, 4.0, 6.0]);

    let seen = events.lock().unwrap().clone();
    let start = seen.iter().find(|e| e.kind == EventKind::Eval && e.phase == EventPhase::Start).expect("an eval start event");
    let stop = seen
        .iter()
        .find(|e| e.kind == EventKind::Eval && e.phase == EventPhase::Stop && e.id == start.id)
        .expect("the eval's stop event");
    assert_eq!(stop.status, Status::Ok);
    assert_eq!(stop.name, "eval");
    assert!(stop.timestamp_ns >= start.timestamp_ns);
    assert_eq!(stop.device, Some(device()));
    assert!(seen.iter().any(|e| e.kind == EventKind::Read), "no read event in {:?}", seen);

    drop(subscription);
    let count = events.lock().unwrap().len();
    t.multiply(&t).unwrap().eval().unwrap();
    assert_eq!(events.lock().unwrap().len(), count, "events arrived after the subscription ended");

    // A panicking callback does not unwind into the library.
    let panicking = telemetry::subscribe(|_| panic!("telemetry callback panicked on purpose")).unwrap();
    t.subtract(&t).unwrap().eval().unwrap();
    panicking.unsubscribe().unwrap();
}
