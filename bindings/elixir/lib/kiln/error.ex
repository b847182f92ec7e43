defmodule Kiln.Error do
  @moduledoc """
  A failed Kiln call. `status` is the kiln_status as an atom (`:shape_mismatch`,
  `:invalid_handle`, ...; an integer for a status newer than this binding) and `message` the
  library's `kiln_last_error()` text, led by this binding's name for the call and ending with the
  C function (`"Kiln.reshape: (2, 3) has 6 elements, (4,) needs 4 [kiln_reshape]"`).
  """
  defexception [:status, :message]

  @impl true
  def message(%__MODULE__{status: status, message: message}), do: "(#{status}) #{message}"

  @doc """
  The exception for a raw NIF error reason `{status, message}`. A library message
  (`"kiln_add: cannot broadcast ..."`) is led by this binding's name for the call and ends with
  the C function: `"Kiln.add: cannot broadcast ... [kiln_add]"`.
  """
  def from_reason({status, message}), do: %__MODULE__{status: status, message: describe(message)}

  @doc "What this binding calls C function `function`: `kiln_add` is `Kiln.add`, `kiln_device_find` `Kiln.Device.find`."
  def elixir_name("kiln_device_" <> rest), do: "Kiln.Device." <> rest
  def elixir_name("kiln_tensor_" <> rest), do: "Kiln." <> rest
  def elixir_name("kiln_" <> rest), do: "Kiln." <> rest
  def elixir_name(other), do: other

  defp describe(message) when is_binary(message) do
    case String.split(message, ": ", parts: 2) do
      ["kiln_" <> _ = function, detail] -> "#{elixir_name(function)}: #{detail} [#{function}]"
      _ -> message
    end
  end

  defp describe(message), do: message
end
