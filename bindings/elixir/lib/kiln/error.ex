defmodule Kiln.Error do
  @moduledoc """
  A failed Kiln call. `status` is the kiln_status as an atom (`:shape_mismatch`,
  `:invalid_handle`, ...; an integer for a status newer than this binding) and `message` the
  library's `kiln_last_error()` text, which names the C function that failed.
  """
  defexception [:status, :message]

  @impl true
  def message(%__MODULE__{status: status, message: message}), do: "(#{status}) #{message}"

  @doc "The exception for a raw NIF error reason `{status, message}`."
  def from_reason({status, message}), do: %__MODULE__{status: status, message: message}
end
