//! Telemetry: a Rust closure subscribed to the library's events (kiln_telemetry_subscribe).
use std::os::raw::c_void;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::{mem, ptr};

use kiln_sys as sys;

use crate::device::Device;
use crate::error::{check, Result};
use crate::gen_enums::{EventKind, EventPhase, Status};

/// One telemetry event, copied out of the library's struct.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    pub kind: EventKind,
    pub phase: EventPhase,
    /// The span's id; its start and stop events share it.
    pub id: u64,
    /// The enclosing span on the same thread (0: none).
    pub parent_id: u64,
    pub timestamp_ns: u64,
    /// Stop events: nanoseconds since the start event.
    pub duration_ns: u64,
    pub device: Option<Device>,
    pub bytes: u64,
    /// Eval stop events: kernels run.
    pub count: i64,
    /// "eval", "read", "to_device", ... or the op that fell back.
    pub name: String,
    /// Stop events: how the span ended.
    pub status: Status,
}

type Callback = Box<dyn Fn(&Event) + Send + Sync + 'static>;

/// A live subscription; dropping it (or `unsubscribe`) ends it.
pub struct Subscription {
    id: u64,
    // Owned here, lent to the library as user_data until unsubscribed.
    callback: *mut Callback,
}

// SAFETY: the callback it owns is Send + Sync, and the id is a plain number.
unsafe impl Send for Subscription {}
unsafe impl Sync for Subscription {}

/// Calls `callback` for every event from now on, on the thread whose Kiln call caused it, while
/// the library's lock is held (so keep it short; it may call Kiln). A panic inside it is caught
/// and discarded: it cannot unwind through the C library.
pub fn subscribe<F: Fn(&Event) + Send + Sync + 'static>(callback: F) -> Result<Subscription> {
    let callback: *mut Callback = Box::into_raw(Box::new(Box::new(callback)));
    let mut id = 0u64;
    let status = unsafe { sys::kiln_telemetry_subscribe(Some(trampoline), callback as *mut c_void, &mut id) };
    if let Err(error) = check(status) {
        drop(unsafe { Box::from_raw(callback) });
        return Err(error);
    }
    Ok(Subscription { id, callback })
}

impl Subscription {
    /// The library's id of this subscription.
    pub fn id(&self) -> u64 {
        self.id
    }

    /// Ends the subscription and reports a failure, which dropping cannot.
    pub fn unsubscribe(self) -> Result<()> {
        let this = mem::ManuallyDrop::new(self);
        this.end()
    }

    fn end(&self) -> Result<()> {
        check(unsafe { sys::kiln_telemetry_unsubscribe(self.id) })?;
        // The library calls the callback no more once unsubscribe has returned.
        drop(unsafe { Box::from_raw(self.callback) });
        Ok(())
    }
}

impl Drop for Subscription {
    fn drop(&mut self) {
        // On failure the callback stays allocated: the library might still call it.
        let _ = self.end();
    }
}

unsafe extern "C" fn trampoline(event: *const sys::kiln_telemetry_event, user_data: *mut c_void) {
    if event.is_null() || user_data.is_null() {
        return;
    }
    let callback = &*(user_data as *const Callback);
    let event = Event::from_raw(&*event);
    let _ = catch_unwind(AssertUnwindSafe(|| callback(&event)));
}

impl Event {
    /// Copies the fields the library's struct_size covers; the rest stay zero.
    unsafe fn from_raw(event: &sys::kiln_telemetry_event) -> Event {
        let mut raw = sys::kiln_telemetry_event::new();
        let covered = event.struct_size.min(mem::size_of::<sys::kiln_telemetry_event>());
        ptr::copy_nonoverlapping(event as *const _ as *const u8, &mut raw as *mut _ as *mut u8, covered);
        Event {
            kind: EventKind::from_raw(raw.kind),
            phase: EventPhase::from_raw(raw.phase),
            id: raw.id,
            parent_id: raw.parent_id,
            timestamp_ns: raw.timestamp_ns,
            duration_ns: raw.duration_ns,
            device: if raw.device.is_null() { None } else { Some(Device::from_raw(raw.device)) },
            bytes: raw.bytes,
            count: raw.count,
            name: if raw.name.is_null() {
                String::new()
            } else {
                std::ffi::CStr::from_ptr(raw.name).to_string_lossy().into_owned()
            },
            status: Status::from_raw(raw.status),
        }
    }
}
