// Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand.
//! The Rust declarations have C's layout: compiles tests/layout_probe.c against include/kiln/kiln.h
//! with `cc` (or $CC) and compares its report with the same report computed from the Rust types.

use std::mem::{align_of, size_of, MaybeUninit};
use std::path::Path;
use std::process::Command;
use std::ptr::addr_of;

use kiln_sys::*;

fn rust_layout() -> String {
    let mut out = String::new();
    out += &format!("kiln_device_info . {} {}\n", size_of::<kiln_device_info>(), align_of::<kiln_device_info>());
    {
        let value = MaybeUninit::<kiln_device_info>::uninit();
        let base = value.as_ptr();
        // SAFETY: addr_of! takes the field's address without reading it.
        out += &format!("kiln_device_info struct_size {}\n", unsafe { addr_of!((*base).struct_size) } as usize - base as usize);
        out += &format!("kiln_device_info index {}\n", unsafe { addr_of!((*base).index) } as usize - base as usize);
        out += &format!("kiln_device_info kind {}\n", unsafe { addr_of!((*base).kind) } as usize - base as usize);
        out += &format!("kiln_device_info name {}\n", unsafe { addr_of!((*base).name) } as usize - base as usize);
        out += &format!("kiln_device_info label {}\n", unsafe { addr_of!((*base).label) } as usize - base as usize);
        out += &format!("kiln_device_info memory_bytes {}\n", unsafe { addr_of!((*base).memory_bytes) } as usize - base as usize);
        out += &format!("kiln_device_info dtype_mask {}\n", unsafe { addr_of!((*base).dtype_mask) } as usize - base as usize);
        out += &format!("kiln_device_info host_visible {}\n", unsafe { addr_of!((*base).host_visible) } as usize - base as usize);
        out += &format!("kiln_device_info cooperative_matrix {}\n", unsafe { addr_of!((*base).cooperative_matrix) } as usize - base as usize);
        out += &format!("kiln_device_info subgroup_size {}\n", unsafe { addr_of!((*base).subgroup_size) } as usize - base as usize);
        out += &format!("kiln_device_info max_buffer_range {}\n", unsafe { addr_of!((*base).max_buffer_range) } as usize - base as usize);
        out += &format!("kiln_device_info driver_name {}\n", unsafe { addr_of!((*base).driver_name) } as usize - base as usize);
        out += &format!("kiln_device_info driver_version {}\n", unsafe { addr_of!((*base).driver_version) } as usize - base as usize);
    }
    out += &format!("kiln_memory_stats . {} {}\n", size_of::<kiln_memory_stats>(), align_of::<kiln_memory_stats>());
    {
        let value = MaybeUninit::<kiln_memory_stats>::uninit();
        let base = value.as_ptr();
        // SAFETY: addr_of! takes the field's address without reading it.
        out += &format!("kiln_memory_stats struct_size {}\n", unsafe { addr_of!((*base).struct_size) } as usize - base as usize);
        out += &format!("kiln_memory_stats active_bytes {}\n", unsafe { addr_of!((*base).active_bytes) } as usize - base as usize);
        out += &format!("kiln_memory_stats peak_bytes {}\n", unsafe { addr_of!((*base).peak_bytes) } as usize - base as usize);
        out += &format!("kiln_memory_stats cached_bytes {}\n", unsafe { addr_of!((*base).cached_bytes) } as usize - base as usize);
        out += &format!("kiln_memory_stats limit_bytes {}\n", unsafe { addr_of!((*base).limit_bytes) } as usize - base as usize);
        out += &format!("kiln_memory_stats device_allocations {}\n", unsafe { addr_of!((*base).device_allocations) } as usize - base as usize);
    }
    out += &format!("kiln_dlpack_options . {} {}\n", size_of::<kiln_dlpack_options>(), align_of::<kiln_dlpack_options>());
    {
        let value = MaybeUninit::<kiln_dlpack_options>::uninit();
        let base = value.as_ptr();
        // SAFETY: addr_of! takes the field's address without reading it.
        out += &format!("kiln_dlpack_options struct_size {}\n", unsafe { addr_of!((*base).struct_size) } as usize - base as usize);
        out += &format!("kiln_dlpack_options copy {}\n", unsafe { addr_of!((*base).copy) } as usize - base as usize);
        out += &format!("kiln_dlpack_options device {}\n", unsafe { addr_of!((*base).device) } as usize - base as usize);
        out += &format!("kiln_dlpack_options read_only {}\n", unsafe { addr_of!((*base).read_only) } as usize - base as usize);
        out += &format!("kiln_dlpack_options export_device {}\n", unsafe { addr_of!((*base).export_device) } as usize - base as usize);
    }
    out += &format!("kiln_telemetry_event . {} {}\n", size_of::<kiln_telemetry_event>(), align_of::<kiln_telemetry_event>());
    {
        let value = MaybeUninit::<kiln_telemetry_event>::uninit();
        let base = value.as_ptr();
        // SAFETY: addr_of! takes the field's address without reading it.
        out += &format!("kiln_telemetry_event struct_size {}\n", unsafe { addr_of!((*base).struct_size) } as usize - base as usize);
        out += &format!("kiln_telemetry_event kind {}\n", unsafe { addr_of!((*base).kind) } as usize - base as usize);
        out += &format!("kiln_telemetry_event phase {}\n", unsafe { addr_of!((*base).phase) } as usize - base as usize);
        out += &format!("kiln_telemetry_event id {}\n", unsafe { addr_of!((*base).id) } as usize - base as usize);
        out += &format!("kiln_telemetry_event parent_id {}\n", unsafe { addr_of!((*base).parent_id) } as usize - base as usize);
        out += &format!("kiln_telemetry_event timestamp_ns {}\n", unsafe { addr_of!((*base).timestamp_ns) } as usize - base as usize);
        out += &format!("kiln_telemetry_event duration_ns {}\n", unsafe { addr_of!((*base).duration_ns) } as usize - base as usize);
        out += &format!("kiln_telemetry_event device {}\n", unsafe { addr_of!((*base).device) } as usize - base as usize);
        out += &format!("kiln_telemetry_event bytes {}\n", unsafe { addr_of!((*base).bytes) } as usize - base as usize);
        out += &format!("kiln_telemetry_event count {}\n", unsafe { addr_of!((*base).count) } as usize - base as usize);
        out += &format!("kiln_telemetry_event name {}\n", unsafe { addr_of!((*base).name) } as usize - base as usize);
        out += &format!("kiln_telemetry_event status {}\n", unsafe { addr_of!((*base).status) } as usize - base as usize);
    }
    out += &format!("kiln_vulkan_handles . {} {}\n", size_of::<kiln_vulkan_handles>(), align_of::<kiln_vulkan_handles>());
    {
        let value = MaybeUninit::<kiln_vulkan_handles>::uninit();
        let base = value.as_ptr();
        // SAFETY: addr_of! takes the field's address without reading it.
        out += &format!("kiln_vulkan_handles struct_size {}\n", unsafe { addr_of!((*base).struct_size) } as usize - base as usize);
        out += &format!("kiln_vulkan_handles instance {}\n", unsafe { addr_of!((*base).instance) } as usize - base as usize);
        out += &format!("kiln_vulkan_handles physical_device {}\n", unsafe { addr_of!((*base).physical_device) } as usize - base as usize);
        out += &format!("kiln_vulkan_handles device {}\n", unsafe { addr_of!((*base).device) } as usize - base as usize);
        out += &format!("kiln_vulkan_handles queue {}\n", unsafe { addr_of!((*base).queue) } as usize - base as usize);
        out += &format!("kiln_vulkan_handles queue_family_index {}\n", unsafe { addr_of!((*base).queue_family_index) } as usize - base as usize);
    }
    out += &format!("kiln_status . {} {}\n", size_of::<kiln_status>(), align_of::<kiln_status>());
    out += &format!("kiln_dtype . {} {}\n", size_of::<kiln_dtype>(), align_of::<kiln_dtype>());
    out += &format!("kiln_device_kind . {} {}\n", size_of::<kiln_device_kind>(), align_of::<kiln_device_kind>());
    out += &format!("kiln_dlpack_copy . {} {}\n", size_of::<kiln_dlpack_copy>(), align_of::<kiln_dlpack_copy>());
    out += &format!("kiln_event_kind . {} {}\n", size_of::<kiln_event_kind>(), align_of::<kiln_event_kind>());
    out += &format!("kiln_event_phase . {} {}\n", size_of::<kiln_event_phase>(), align_of::<kiln_event_phase>());
    out += &format!("kiln_debug_flag . {} {}\n", size_of::<kiln_debug_flag>(), align_of::<kiln_debug_flag>());
    out += &format!("kiln_fallback_policy . {} {}\n", size_of::<kiln_fallback_policy>(), align_of::<kiln_fallback_policy>());
    out += &format!("kiln_op_support . {} {}\n", size_of::<kiln_op_support>(), align_of::<kiln_op_support>());
    out += &format!("kiln_matrix_norm . {} {}\n", size_of::<kiln_matrix_norm>(), align_of::<kiln_matrix_norm>());
    out += &format!("kiln_fft_norm . {} {}\n", size_of::<kiln_fft_norm>(), align_of::<kiln_fft_norm>());
    out
}

fn c_layout() -> String {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let include = manifest.join("../../../include");
    let probe = Path::new(env!("CARGO_TARGET_TMPDIR")).join("kiln_layout_probe");
    let compiler = std::env::var("CC").unwrap_or_else(|_| "cc".to_string());
    let status = Command::new(&compiler)
        .arg("-std=c11")
        .arg("-I")
        .arg(&include)
        .arg(manifest.join("tests/layout_probe.c"))
        .arg("-o")
        .arg(&probe)
        .status()
        .unwrap_or_else(|e| panic!("cannot run the C compiler {:?}: {}", compiler, e));
    assert!(status.success(), "compiling tests/layout_probe.c failed: {}", status);
    let output = Command::new(&probe).output().expect("run the layout probe");
    assert!(output.status.success(), "the layout probe failed: {}", output.status);
    String::from_utf8(output.stdout).expect("probe output is text")
}

#[test]
fn rust_layout_matches_c() {
    let (rust, c) = (rust_layout(), c_layout());
    let differing: Vec<String> = rust
        .lines()
        .zip(c.lines())
        .filter(|(r, c)| r != c)
        .map(|(r, c)| format!("  rust: {:<40} C: {}", r, c))
        .collect();
    assert!(differing.is_empty(), "layouts differ (type field offset | type . size align):
{}", differing.join("
"));
    assert_eq!(rust.lines().count(), c.lines().count(), "the probe and the test list different items");
}
