// SPDX-License-Identifier: Apache-2.0
// The ports of the verilated xlane units, one driver per unit: the flat lane buses packed a
// word at a time (lane l of a bus is bits [l*W +: W], lane 0 at the least significant end),
// and drive / read functions for each port set (shf, SHUF, shuffle, warp top). Templates on
// the model class, so that every configuration, pipelined wrapper and mutant of a unit
// shares its driver.
#pragma once

#include <verilated.h>

#include <array>
#include <cstdint>
#include <type_traits>
#include <utility>

#include "isa/isa.h"

namespace xlane::harness {

// ---------------------------------------------------------------------------------------
// Bit fields of Verilator ports (CData..QData, or VlWide<N> for ports over 64 bits)
// ---------------------------------------------------------------------------------------

template <class T, std::enable_if_t<std::is_integral_v<T>, int> = 0>
void put_bits(T& port, unsigned lsb, unsigned width, uint64_t value) {
  const uint64_t mask = (width >= 64 ? ~0ull : ((1ull << width) - 1)) << lsb;
  port = static_cast<T>((static_cast<uint64_t>(port) & ~mask) | ((value << lsb) & mask));
}

template <class T, std::enable_if_t<std::is_integral_v<T>, int> = 0>
uint64_t get_bits(const T& port, unsigned lsb, unsigned width) {
  const uint64_t mask = width >= 64 ? ~0ull : ((1ull << width) - 1);
  return (static_cast<uint64_t>(port) >> lsb) & mask;
}

// Fields of up to 32 bits touch at most two words: one 64-bit read-modify-write, no bit
// loop (the shuffle's 5- and 13-bit lane fields are on the test bench's hot path).
template <std::size_t N>
void put_bits(VlWide<N>& port, unsigned lsb, unsigned width, uint64_t value) {
  if (width > 32) {
    put_bits(port, lsb, 32, value);
    put_bits(port, lsb + 32, width - 32, value >> 32);
    return;
  }
  const unsigned w = lsb / 32, s = lsb % 32;
  const uint64_t mask = ((uint64_t{1} << width) - 1) << s;
  const bool two = w + 1 < N && s + width > 32;
  uint64_t cur = port[w] | (two ? static_cast<uint64_t>(port[w + 1]) << 32 : 0);
  cur = (cur & ~mask) | ((value << s) & mask);
  port[w] = static_cast<uint32_t>(cur);
  if (two) port[w + 1] = static_cast<uint32_t>(cur >> 32);
}

template <std::size_t N>
uint64_t get_bits(const VlWide<N>& port, unsigned lsb, unsigned width) {
  if (width > 32) return get_bits(port, lsb, 32) | (get_bits(port, lsb + 32, width - 32) << 32);
  const unsigned w = lsb / 32, s = lsb % 32;
  const uint64_t cur = port[w] | (w + 1 < N ? static_cast<uint64_t>(port[w + 1]) << 32 : 0);
  return (cur >> s) & ((uint64_t{1} << width) - 1);
}

// Whole lane buses: lane l of `values` is bits [l*W +: W] of the port, `lanes * W` bits in
// all. The words are assembled in a register and each port word is written (or read)
// once: no read-modify-write per lane, no bit loop (the shuffle's buses are on the test
// bench's hot path).
template <unsigned W, class T, std::size_t M, std::enable_if_t<std::is_integral_v<T>, int> = 0>
void put_lanes(T& port, const std::array<uint32_t, M>& values, unsigned lanes) {
  static_assert(W >= 1 && W <= 32, "lanes of 1 to 32 bits");
  constexpr uint64_t kMask = (uint64_t{1} << W) - 1;
  uint64_t acc = 0;
  for (unsigned l = 0; l < lanes; ++l) acc |= (values[l] & kMask) << (l * W);  // lanes * W <= 64
  port = static_cast<T>(acc);
}

template <unsigned W, std::size_t N, std::size_t M>
void put_lanes(VlWide<N>& port, const std::array<uint32_t, M>& values, unsigned lanes) {
  static_assert(W >= 1 && W <= 32, "lanes of 1 to 32 bits");
  if constexpr (W == 32) {
    for (unsigned l = 0; l < lanes; ++l) port[l] = values[l];
  } else {
    constexpr uint64_t kMask = (uint64_t{1} << W) - 1;
    uint64_t acc = 0;
    unsigned bits = 0, w = 0;
    for (unsigned l = 0; l < lanes; ++l) {
      acc |= (values[l] & kMask) << bits;
      bits += W;
      if (bits >= 32) {
        port[w++] = static_cast<uint32_t>(acc);
        acc >>= 32;
        bits -= 32;
      }
    }
    if (bits != 0) port[w] = static_cast<uint32_t>(acc);
  }
}

template <unsigned W, class T, std::size_t M, std::enable_if_t<std::is_integral_v<T>, int> = 0>
void get_lanes(const T& port, std::array<uint32_t, M>& values, unsigned lanes) {
  static_assert(W >= 1 && W <= 32, "lanes of 1 to 32 bits");
  constexpr uint64_t kMask = (uint64_t{1} << W) - 1;
  const uint64_t v = static_cast<uint64_t>(port);
  for (unsigned l = 0; l < lanes; ++l) values[l] = static_cast<uint32_t>((v >> (l * W)) & kMask);
}

template <unsigned W, std::size_t N, std::size_t M>
void get_lanes(const VlWide<N>& port, std::array<uint32_t, M>& values, unsigned lanes) {
  static_assert(W >= 1 && W <= 32, "lanes of 1 to 32 bits");
  for (unsigned l = 0; l < lanes; ++l) {
    values[l] = W == 32 ? port[l] : static_cast<uint32_t>(get_bits(port, l * W, W));
  }
}

/// V has one op_i port for the form (xl_party_unit, xl_word_unit: the opcode's low bits)
/// rather than a port a field (xl_vote's mode_i and negate_i, xl_match's all_i and b64_i,
/// xl_shf's left_i and clamp_i, xl_prmt's mode_i).
template <class V, class = void>
struct HasOpPort : std::false_type {};
template <class V>
struct HasOpPort<V, std::void_t<decltype(std::declval<V&>().op_i)>> : std::true_type {};

/// The instruction's form: as the code on op_i where V has that port, else by `fields`
/// (a generic lambda, instantiated only then), which sets the unit's own ports.
template <class V, class Fields>
void drive_form(V& dut, unsigned code, Fields fields) {
  if constexpr (HasOpPort<V>::value) {
    dut.op_i = static_cast<uint8_t>(code);
  } else {
    fields(dut);
  }
}

// ---------------------------------------------------------------------------------------
// Funnel shifter (xl_shf), byte shuffle (xl_shuf), byte permute (xl_prmt), and each in
// xl_word_unit (op_i the opcode's low bits, the operands a_i, b_i and c_i)
// ---------------------------------------------------------------------------------------

template <class V>
void drive_shf(V& dut, const isa::ShfOp& op) {
  drive_form(dut, static_cast<unsigned>(op.left) << 1 | static_cast<unsigned>(op.clamp), [&](auto& d) {
    d.left_i = op.left;
    d.clamp_i = op.clamp;
  });
  dut.a_i = op.a;
  dut.b_i = op.b;
  dut.c_i = op.c;
}

/// The control port is 13 bits: bits 31..13 of the register never reach the unit (in
/// xl_word_unit they are on c_i, which it ignores, as it ignores op_i and b_i).
template <class V>
void drive_shuf(V& dut, const isa::ShufOp& op) {
  dut.a_i = op.a;
  if constexpr (HasOpPort<V>::value) {
    dut.op_i = 0;
    dut.b_i = ~op.a;
    dut.c_i = op.ctrl;
  } else {
    dut.ctrl_i = op.ctrl & 0x1fffu;
  }
}

/// The selector port is 16 bits: prmt reads c[15:0] of the register (xl_word_unit has all
/// of c on c_i and ignores the rest).
template <class V>
void drive_prmt(V& dut, const isa::PrmtOp& op) {
  dut.a_i = op.a;
  dut.b_i = op.b;
  dut.c_i = HasOpPort<V>::value ? op.c : op.c & 0xffffu;
  drive_form(dut, static_cast<unsigned>(op.mode), [&](auto& d) { d.mode_i = static_cast<uint8_t>(op.mode); });
}

/// The masks of a warp-wide collective (xl_vote, xl_match, xl_redux): the executing lanes
/// and membermask, a bit a lane.
template <unsigned Lanes, class V>
void drive_party(V& dut, const isa::ShflOp& ops) {
  put_bits(dut.active_i, 0, Lanes, ops.active);
  put_bits(dut.member_i, 0, Lanes, ops.member);
}

/// xl_vote: the form, !a, the masks and each lane's predicate (bit 0 of its a).
template <unsigned Lanes, class V>
void drive_vote(V& dut, const isa::VoteOp& op) {
  uint64_t pred = 0;
  for (unsigned l = 0; l < Lanes; ++l) pred |= static_cast<uint64_t>(op.ops.a[l] & 1u) << l;
  drive_form(dut, static_cast<unsigned>(op.negate) << 2 | static_cast<unsigned>(op.mode), [&](auto& d) {
    d.mode_i = static_cast<uint8_t>(op.mode);
    d.negate_i = op.negate;
  });
  put_bits(dut.pred_i, 0, Lanes, pred);
  drive_party<Lanes>(dut, op.ops);
}

/// xl_match: the form, the masks and each lane's value, low word a, high word b.
template <unsigned Lanes, class V>
void drive_match(V& dut, const isa::MatchOp& op) {
  drive_form(dut, static_cast<unsigned>(op.all) << 1 | static_cast<unsigned>(op.b64), [&](auto& d) {
    d.all_i = op.all;
    d.b64_i = op.b64;
  });
  put_lanes<32>(dut.a_i, op.ops.a, Lanes);
  put_lanes<32>(dut.b_i, op.ops.b, Lanes);
  drive_party<Lanes>(dut, op.ops);
}

/// xl_redux: the operation, the masks and each lane's a.
template <unsigned Lanes, class V>
void drive_redux(V& dut, const isa::ReduxOp& op) {
  dut.op_i = static_cast<uint8_t>(op.op);
  put_lanes<32>(dut.a_i, op.ops.a, Lanes);
  drive_party<Lanes>(dut, op.ops);
}

/// A warp result bus (xl_vote's, xl_match's and xl_redux's res_o): {d, p_undef, d_undef, we, p}, each
/// flag field Lanes bits with lane l at bit l, d Lanes lanes of 32 bits.
template <unsigned Lanes, std::size_t N>
isa::ShflResult read_res(const VlWide<N>& res) {
  static_assert(N * 32 >= Lanes * 36, "the bus holds Lanes * 36 bits");
  isa::ShflResult r;
  r.p = get_bits(res, 0, Lanes);
  r.written = get_bits(res, Lanes, Lanes);
  r.d_undef = get_bits(res, 2 * Lanes, Lanes);
  r.p_undef = get_bits(res, 3 * Lanes, Lanes);
  for (unsigned l = 0; l < Lanes; ++l) r.d[l] = static_cast<uint32_t>(get_bits(res, 4 * Lanes + 32 * l, 32));
  return r;
}

// ---------------------------------------------------------------------------------------
// Shuffle ports (xl_shfl, xl_shfl_pipe): Lanes lanes of Width bits
// ---------------------------------------------------------------------------------------

template <unsigned Lanes, unsigned Width, class V>
void drive_shfl(V& dut, const isa::ShflOp& op) {
  constexpr unsigned kLaneBits = model::lane_bits(Lanes);
  constexpr unsigned kCBits = 8 + kLaneBits;
  dut.mode_i = static_cast<uint8_t>(op.mode);
  dut.sync_i = op.sync;
  put_bits(dut.active_i, 0, Lanes, op.active);
  put_bits(dut.member_i, 0, Lanes, op.member);
  put_lanes<Width>(dut.a_i, op.a, Lanes);
  put_lanes<kLaneBits>(dut.b_i, op.b, Lanes);
  put_lanes<kCBits>(dut.c_i, op.c, Lanes);
}

template <unsigned Lanes, unsigned Width, class V>
isa::ShflResult read_shfl(const V& dut) {
  isa::ShflResult r;
  get_lanes<Width>(dut.d_o, r.d, Lanes);
  r.p = get_bits(dut.p_o, 0, Lanes);
  r.written = get_bits(dut.we_o, 0, Lanes);
  r.d_undef = get_bits(dut.d_undef_o, 0, Lanes);
  r.p_undef = get_bits(dut.p_undef_o, 0, Lanes);
  return r;
}

// ---------------------------------------------------------------------------------------
// Warp top ports (xl_warp): Lanes lanes of 32 bits
// ---------------------------------------------------------------------------------------

template <unsigned Lanes, class V>
void drive_warp(V& dut, const isa::WarpOp& op) {
  dut.op_i = static_cast<uint8_t>(op.opcode);
  put_bits(dut.active_i, 0, Lanes, op.ops.active);
  put_bits(dut.member_i, 0, Lanes, op.ops.member);
  put_lanes<32>(dut.a_i, op.ops.a, Lanes);
  put_lanes<32>(dut.b_i, op.ops.b, Lanes);
  put_lanes<32>(dut.c_i, op.ops.c, Lanes);
}

template <unsigned Lanes, class V>
isa::WarpResult read_warp(const V& dut) {
  isa::WarpResult out;
  out.r = read_shfl<Lanes, 32>(dut);
  out.illegal = dut.illegal_o;
  return out;
}

}  // namespace xlane::harness
