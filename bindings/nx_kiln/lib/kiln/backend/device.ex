defmodule Kiln.Backend.Device do
  @moduledoc false
  # The `device:` option of Kiln.Backend (`:cpu`, `:gpu`, `{:vulkan, n}`, a Kiln label, or nil
  # for Kiln's default device) as Kiln's canonical label ("cpu", "vulkan:0"). Labels are cached:
  # devices live as long as the process.

  def label(option) do
    key = {__MODULE__, option}

    case :persistent_term.get(key, nil) do
      nil ->
        label = resolve(option)
        :persistent_term.put(key, label)
        label

      label ->
        label
    end
  end

  defp resolve(nil), do: info_label(Kiln.Device.default!())
  defp resolve(:cpu), do: info_label(Kiln.Device.find!("cpu"))
  defp resolve(:gpu), do: info_label(Kiln.Device.find!("vulkan"))
  defp resolve({:vulkan, n}) when is_integer(n), do: info_label(Kiln.Device.find!("vulkan:#{n}"))
  defp resolve(label) when is_binary(label), do: info_label(Kiln.Device.find!(label))

  defp resolve(other) do
    raise ArgumentError,
          "Kiln.Backend device: expected :cpu, :gpu, {:vulkan, n} or a Kiln label, got: #{inspect(other)}"
  end

  defp info_label(device), do: Kiln.Device.info!(device).label
end
