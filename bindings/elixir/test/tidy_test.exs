defmodule Kiln.TidyTest do
  use ExUnit.Case, async: true

  defp released?(tensor), do: match?({:error, %Kiln.Error{status: :invalid_handle}}, Kiln.shape(tensor))

  test "tidy releases what its function made, except what it returns" do
    a = Kiln.tensor!([1.0, 2.0, 3.0])
    parent = self()

    {c, :meta} =
      Kiln.tidy(fn ->
        b = Kiln.exp!(a)
        send(parent, {:made, b})
        {Kiln.multiply!(b, 2), :meta}
      end)

    assert_received {:made, b}
    assert released?(b)
    refute released?(a)
    [x, y, z] = Kiln.to_list!(c)
    assert_in_delta x, 2 * :math.exp(1), 1.0e-5
    assert_in_delta y, 2 * :math.exp(2), 1.0e-5
    assert_in_delta z, 2 * :math.exp(3), 1.0e-4
  end

  test "tensors inside structs and maps are kept; scopes nest" do
    a = Kiln.tensor!([1.0])
    parent = self()

    %{inner: %{kept: kept}} =
      Kiln.tidy(fn ->
        inner =
          Kiln.tidy(fn ->
            dropped = Kiln.add!(a, 1)
            send(parent, {:inner, dropped})
            %{kept: Kiln.add!(a, 2), also: Kiln.add!(a, 3)}
          end)

        send(parent, {:also, inner.also})
        %{inner: Map.delete(inner, :also)}
      end)

    assert_received {:inner, dropped}
    assert_received {:also, also}
    assert released?(dropped)
    assert released?(also), "kept by the inner scope, then dropped by the outer"
    assert Kiln.to_list!(kept) == [3.0]
  end

  test "bytes made in scopes count toward the collector nudge only for what the outermost keeps" do
    a = Kiln.zeros!({1024}, :float32)
    Process.put(:kiln_bytes_since_collection, 0)
    parent = self()

    kept =
      Kiln.tidy(fn ->
        Kiln.tidy(fn -> Kiln.add!(a, 1) end)
        |> Kiln.multiply!(2)
        |> tap(fn _ -> send(parent, {:inside, Process.get(:kiln_bytes_since_collection)}) end)
      end)

    # Inside, the scopes held every tensor (a collection could free none): nothing counted;
    # after, the kept result's 4 KiB.
    assert_received {:inside, 0}
    assert Process.get(:kiln_bytes_since_collection) == 4096
    assert Kiln.to_list!(kept) |> Enum.uniq() == [2.0]
  end

  test "on an exception nothing is released and the scope is closed" do
    a = Kiln.tensor!([1.0])
    parent = self()

    assert_raise RuntimeError, fn ->
      Kiln.tidy(fn ->
        send(parent, {:made, Kiln.add!(a, 1)})
        raise "boom"
      end)
    end

    assert_received {:made, made}
    assert Kiln.to_list!(made) == [2.0]
    assert Process.get(:kiln_tidy_scopes) == nil
  end
end
