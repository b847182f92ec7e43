defmodule Kiln.GeneratedTest do
  use ExUnit.Case, async: true

  # The spec with the op table's unary, binary and reduce functions merged in (generated).
  @spec_path Path.expand("../../../abi/kiln.api.resolved.gen.json", __DIR__)

  test "every C function of the spec has a NIF or is listed as skipped" do
    # Functions are the spec entries with a "group" (handles, enums and callbacks have none).
    names =
      ~r/"name": "(kiln_\w+)",\s*"since": "[^"]*",\s*"group"/
      |> Regex.scan(File.read!(@spec_path))
      |> Enum.map(&List.last/1)

    assert length(names) > 100
    functions = Kiln.Nif.__info__(:functions)
    skipped = Map.new(Kiln.Spec.skipped())
    hand_written = %{"kiln_tensor_create" => :tensor_create, "kiln_tensor_borrow" => :tensor_borrow}

    for name <- names do
      elixir_name = hand_written[name] || String.to_atom(String.replace_prefix(name, "kiln_", ""))

      assert Keyword.has_key?(functions, elixir_name) or Map.has_key?(skipped, name),
             "#{name} has neither a NIF nor a skip reason"
    end

    # The NIF library itself answers for every stub: none is left at :nif_not_loaded.
    t = Kiln.tensor!([1.0])

    for {nif, _family, [:x]} <- Kiln.Spec.functions() do
      result = apply(Kiln.Nif, nif, [t.ref])
      assert match?({:ok, _}, result) or match?({:error, {_, _}}, result), "#{nif}: #{inspect(result)}"
    end
  end

  test "the loaded library is the spec's major version" do
    {major, _, _} = Kiln.Spec.version()
    assert {^major, _, _} = Kiln.version!()
  end
end
