//! Checks of arguments the C API cannot check itself (it trusts the lengths it is given).
use crate::error::{Error, Result};
use crate::gen_enums::Status;

/// The length several slices share (a C function takes one count for them), ignoring absent ones;
/// an error naming `function` when they differ.
pub(crate) fn common_length(lengths: &[Option<usize>], function: &str) -> Result<usize> {
    let mut present = lengths.iter().flatten();
    let first = match present.next() {
        Some(&len) => len,
        None => return Ok(0),
    };
    if present.any(|&len| len != first) {
        return Err(Error::new(Status::InvalidArgument, format!("{}: the slices differ in length: {:?}", function, lengths)));
    }
    Ok(first)
}

/// The number of elements of `shape`; an error for a negative extent or an overflow.
pub(crate) fn element_count(shape: &[i64]) -> Result<usize> {
    shape.iter().try_fold(1usize, |count, &extent| {
        usize::try_from(extent)
            .ok()
            .and_then(|e| count.checked_mul(e))
            .ok_or_else(|| Error::new(Status::InvalidArgument, format!("invalid shape {:?}", shape)))
    })
}
