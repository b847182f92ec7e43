//! Rust types that map one to one onto a Kiln dtype, for creating tensors from host slices and
//! reading them back. float16 and bfloat16 have no Rust primitive: convert with `astype` first.
use crate::gen_enums::DType;

mod sealed {
    pub trait Sealed {}
}

/// A host element type with the same size and layout as a Kiln dtype. Sealed: `from_slice`
/// hands the slice's bytes to the library, so only types whose layout is known may implement it.
pub trait Element: Copy + sealed::Sealed {
    /// The dtype whose elements have this type's layout.
    const DTYPE: DType;
    /// What the library writes on read-back; every bit pattern of it is a valid value (for
    /// bool, whose only valid bytes are 0 and 1, that is u8).
    type Raw: Copy + Default;
    fn from_raw(raw: Self::Raw) -> Self;
}

macro_rules! plain_element {
    ($($rust:ty => $dtype:ident),* $(,)?) => {$(
        impl sealed::Sealed for $rust {}
        impl Element for $rust {
            const DTYPE: DType = DType::$dtype;
            type Raw = $rust;
            fn from_raw(raw: $rust) -> $rust {
                raw
            }
        }
    )*};
}

plain_element!(
    i8 => Int8, i16 => Int16, i32 => Int32, i64 => Int64,
    u8 => Uint8, u16 => Uint16, u32 => Uint32, u64 => Uint64,
    f32 => Float32, f64 => Float64,
);

impl sealed::Sealed for bool {}
impl Element for bool {
    const DTYPE: DType = DType::Bool;
    type Raw = u8;
    fn from_raw(raw: u8) -> bool {
        raw != 0
    }
}

impl std::fmt::Display for DType {
    /// The dtype's name as the spec gives it ("float32"), or "unknown(N)".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DType::Unknown(raw) => write!(f, "unknown({})", raw),
            known => f.write_str(known.doc()),
        }
    }
}
