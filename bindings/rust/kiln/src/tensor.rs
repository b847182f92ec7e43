//! Tensor: owns one reference to a lazy Kiln tensor and releases it on drop.
use std::fmt;
use std::mem::{self, ManuallyDrop};
use std::os::raw::c_void;

use kiln_sys as sys;

use crate::args::element_count;
use crate::device::Device;
use crate::element::Element;
use crate::error::{check, Error, Result};
use crate::gen_enums::{DType, Status};

/// A lazy n-dimensional array on a Kiln device.
///
/// Ops (methods such as `add`, `sum`, `reshape`; generated from the spec) return new tensors at
/// once with their shape and dtype known; values are computed by `eval` or when read (`to_vec`).
/// Dropping a Tensor releases its reference; `release` does it explicitly and reports errors.
/// `clone` adds a reference to the same (immutable) tensor rather than copying elements.
///
/// Tensor is Send and Sync: the library takes one process-wide lock in every call, so a handle
/// may be used, and released, from any thread.
pub struct Tensor {
    handle: sys::kiln_tensor,
}

// SAFETY: see the type's documentation: any handle may be used from any thread, every call is
// serialised by the library, and a Tensor is never mutated after creation.
unsafe impl Send for Tensor {}
unsafe impl Sync for Tensor {}

/// Evaluates several tensors in one pass (shared work is computed once).
pub fn eval(tensors: &[&Tensor]) -> Result<()> {
    let handles: Vec<sys::kiln_tensor> = tensors.iter().map(|t| t.handle).collect();
    check(unsafe { sys::kiln_tensor_eval(handles.as_ptr(), handles.len()) })
}

impl Tensor {
    /// A tensor on `device` holding a copy of `data`, row-major, with the given shape.
    pub fn from_slice<T: Element>(data: &[T], shape: &[i64], device: Device) -> Result<Tensor> {
        let count = element_count(shape)?;
        if count != data.len() {
            return Err(Error::new(
                Status::ShapeMismatch,
                format!("Tensor::from_slice: shape {:?} holds {} elements but the slice has {}", shape, count, data.len()),
            ));
        }
        let mut out = sys::kiln_tensor::null();
        // SAFETY: data holds product(shape) elements of T::DTYPE's layout (Element is sealed to
        // such types); the library copies them during the call.
        check(unsafe {
            sys::kiln_tensor_create(data.as_ptr() as *const c_void, T::DTYPE.to_raw(), shape.as_ptr(), shape.len(), device.raw(), &mut out)
        })?;
        Ok(Tensor::from_new_reference(out))
    }

    /// A 0-dimensional tensor holding `value`.
    pub fn scalar<T: Element>(value: T, device: Device) -> Result<Tensor> {
        Tensor::from_slice(&[value], &[], device)
    }

    /// The elements, row-major (evaluates the tensor). Fails with UNSUPPORTED_DTYPE unless the
    /// tensor's dtype is `T::DTYPE`; use `astype` to convert first.
    pub fn to_vec<T: Element>(&self) -> Result<Vec<T>> {
        let dtype = self.dtype()?;
        if dtype != T::DTYPE {
            return Err(Error::new(
                Status::UnsupportedDtype,
                format!("Tensor::to_vec: the tensor is {} but {} was asked for", dtype, T::DTYPE),
            ));
        }
        let mut raw = vec![T::Raw::default(); self.size()?];
        // SAFETY: raw has room for every element (T::Raw has the dtype's size) and any bytes
        // written are a valid T::Raw.
        check(unsafe { sys::kiln_tensor_read(self.handle, raw.as_mut_ptr() as *mut c_void, raw.len() * mem::size_of::<T::Raw>()) })?;
        Ok(raw.into_iter().map(T::from_raw).collect())
    }

    /// The single element of a tensor with one element.
    pub fn item<T: Element>(&self) -> Result<T> {
        let values = self.to_vec::<T>()?;
        match values.as_slice() {
            [value] => Ok(*value),
            _ => Err(Error::new(Status::InvalidArgument, format!("Tensor::item: the tensor has {} elements, not 1", values.len()))),
        }
    }

    /// The extents (never evaluates).
    pub fn shape(&self) -> Result<Vec<i64>> {
        let mut dims = vec![0i64; self.ndim()?];
        check(unsafe { sys::kiln_tensor_shape(self.handle, dims.as_mut_ptr(), dims.len()) })?;
        Ok(dims)
    }

    pub fn ndim(&self) -> Result<usize> {
        let mut ndim = 0usize;
        check(unsafe { sys::kiln_tensor_ndim(self.handle, &mut ndim) })?;
        Ok(ndim)
    }

    /// The dtype; `DType::Unknown(n)` for a dtype newer than this binding.
    pub fn dtype(&self) -> Result<DType> {
        let mut raw: sys::kiln_dtype = 0;
        check(unsafe { sys::kiln_tensor_dtype(self.handle, &mut raw) })?;
        Ok(DType::from_raw(raw))
    }

    pub fn device(&self) -> Result<Device> {
        let mut raw = sys::kiln_device::null();
        check(unsafe { sys::kiln_tensor_device(self.handle, &mut raw) })?;
        Ok(Device::from_raw(raw))
    }

    /// Number of elements.
    pub fn size(&self) -> Result<usize> {
        let mut size = 0i64;
        check(unsafe { sys::kiln_tensor_size(self.handle, &mut size) })?;
        usize::try_from(size).map_err(|_| Error::new(Status::Internal, format!("kiln_tensor_size gave {}", size)))
    }

    /// Bytes of the elements.
    pub fn nbytes(&self) -> Result<usize> {
        let mut nbytes = 0usize;
        check(unsafe { sys::kiln_tensor_nbytes(self.handle, &mut nbytes) })?;
        Ok(nbytes)
    }

    pub fn is_evaluated(&self) -> Result<bool> {
        let mut evaluated = false;
        check(unsafe { sys::kiln_tensor_is_evaluated(self.handle, &mut evaluated) })?;
        Ok(evaluated)
    }

    /// Computes this tensor (see the free function `eval` for several at once).
    pub fn eval(&self) -> Result<()> {
        eval(&[self])
    }

    /// Releases the reference now and reports a failure, which dropping cannot. The tensor is
    /// consumed, so using it afterwards is a compile-time error:
    ///
    /// ```compile_fail,E0382
    /// # fn main() -> kiln::Result<()> {
    /// let t = kiln::Tensor::scalar(1.0f32, kiln::Device::cpu()?)?;
    /// t.release()?;
    /// t.shape()?; // error[E0382]: borrow of moved value: `t`
    /// # Ok(())
    /// # }
    /// ```
    ///
    /// The same code without the last use compiles and runs:
    ///
    /// ```
    /// # fn main() -> kiln::Result<()> {
    /// let t = kiln::Tensor::scalar(1.0f32, kiln::Device::cpu()?)?;
    /// t.release()?;
    /// # Ok(())
    /// # }
    /// ```
    pub fn release(self) -> Result<()> {
        let handle = self.into_raw();
        check(unsafe { sys::kiln_tensor_release(handle) })
    }

    /// Another reference to the same tensor, or the error `clone` would panic with.
    pub fn try_clone(&self) -> Result<Tensor> {
        check(unsafe { sys::kiln_tensor_retain(self.handle) })?;
        Ok(Tensor::from_new_reference(self.handle))
    }

    /// The raw handle, still owned by this Tensor, for kiln_sys calls.
    pub fn raw(&self) -> sys::kiln_tensor {
        self.handle
    }

    /// Gives up ownership: the caller must release the returned handle.
    pub fn into_raw(self) -> sys::kiln_tensor {
        ManuallyDrop::new(self).handle
    }

    /// Takes ownership of one reference, e.g. from `into_raw` or a kiln_sys call.
    ///
    /// # Safety
    /// The caller must own that reference and not release it elsewhere. (A stale or bogus handle
    /// is still memory-safe, as the library checks handles: every call on it fails with
    /// INVALID_HANDLE; but a handle whose reference belongs to someone else would be released twice.)
    pub unsafe fn from_raw(handle: sys::kiln_tensor) -> Tensor {
        Tensor { handle }
    }

    /// Wraps a handle that a library call has just returned as a new reference.
    pub(crate) fn from_new_reference(handle: sys::kiln_tensor) -> Tensor {
        Tensor { handle }
    }
}

impl Drop for Tensor {
    fn drop(&mut self) {
        // Drop cannot report an error; `release` can. Releasing a live handle does not fail.
        let _ = unsafe { sys::kiln_tensor_release(self.handle) };
    }
}

impl Clone for Tensor {
    /// Another reference to the same immutable tensor (kiln_tensor_retain); no elements are copied.
    /// Panics only if the handle is invalid, which a Tensor made by this crate never is.
    fn clone(&self) -> Tensor {
        self.try_clone().unwrap_or_else(|e| panic!("kiln: Tensor::clone failed: {}", e))
    }
}

impl fmt::Debug for Tensor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.shape(), self.dtype()) {
            (Ok(shape), Ok(dtype)) => write!(f, "Tensor(shape={:?}, dtype={})", shape, dtype),
            _ => write!(f, "Tensor(invalid handle {:?})", self.handle.0),
        }
    }
}
