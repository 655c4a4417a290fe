// SPDX-License-Identifier: Apache-2.0
// Clocked tests of the shuffle's other microarchitectures behind xl_shfl_arch's ports: the
// time-multiplexed gather (xl_shfl_gather, GatherLanes 1, 2, 4 and 8), the uniform fast
// path (xl_shfl_uniform) and the pipelined crossbar (xl_shfl_pxbar, with its global stall
// and with its output queue), at 2, 8, 32 and 64 lanes.
//
// TEST RATIONALE
// These units share the lane logic (xl_shfl_ctrl, tested exhaustively in test_shfl.cpp)
// but not the data path, and they take a varying number of cycles an instruction, so no
// fixed timing model applies: the run (run_stream) takes ready_o and valid_o from the
// unit and checks the handshake's rules and every result, in order, against the golden
// model. Each unit gets:
// - the worked corner cases of the spec (32-lane units), the named lane checked against
//   the spec's own j and p, every lane against the model;
// - random operations (1,000,000 on the 32-lane K8 gather and uniform units), about a
//   third with per-lane b and c (verif::random_shfl mixes uniform and non-uniform), one in
//   five a pass-through (pass_i, pass_d_i), user_i random, with ready_i held high and
//   with random backpressure (long stalls included);
// - CUDA-style uniform shuffles (uniform_shfl), with and without backpressure. The
//   uniform unit must then never refuse an instruction while ready_i is high: one
//   instruction a cycle, the throughput it exists for, checked without a timer; the
//   pipelined crossbar must refuse none at all.
#include <catch2/catch.hpp>

#include "Vxl_shfl_gather_k1.h"
#include "Vxl_shfl_gather_k8.h"
#include "Vxl_shfl_gather_n2k1.h"
#include "Vxl_shfl_gather_n64k4.h"
#include "Vxl_shfl_gather_n8k2.h"
#include "Vxl_shfl_gather_n8k8.h"
#include "Vxl_shfl_gather_n8k2_noflags.h"
#include "Vxl_shfl_pxbar.h"
#include "Vxl_shfl_pxbar_n2w8.h"
#include "Vxl_shfl_pxbar_n64.h"
#include "Vxl_shfl_pxbar_n2w8_q.h"
#include "Vxl_shfl_pxbar_n2w8_q_wr.h"
#include "Vxl_shfl_pxbar_n8.h"
#include "Vxl_shfl_pxbar_n8_q.h"
#include "Vxl_shfl_pxbar_q.h"
#include "Vxl_shfl_pxbar_ft.h"
#include "Vxl_shfl_pxbar_n2w8_ft.h"
#include "Vxl_shfl_pxbar_n8_ft.h"
#include "Vxl_shfl_pxbar_n8_ft_e1.h"
#include "Vxl_shfl_pxbar_n8_ft_wr.h"
#include "Vxl_shfl_uniform.h"
#include "Vxl_shfl_uniform_n2w8.h"
#include "Vxl_shfl_uniform_n64.h"
#include "Vxl_shfl_uniform_n8.h"
#include "Vxl_shfl_uniform_n8_lut4.h"
#include "Vxl_shfl_uniform_n8_noflags.h"
#include "arch_check.h"

using namespace xlane;
using namespace xlane::tb;

TEST_CASE("archs: xl_shfl_gather, 32 lanes, 8 and 1 lanes a cycle", "[archs]") {
  SECTION("GatherLanes 8") { test_arch<Vxl_shfl_gather_k8, 32, 32>("xl_shfl_gather 32x32 K8", arch::gather(8), 1000000); }
  SECTION("GatherLanes 1") { test_arch<Vxl_shfl_gather_k1, 32, 32>("xl_shfl_gather 32x32 K1", arch::gather(1), 10000); }
}

TEST_CASE("archs: xl_shfl_gather, 2, 8 and 64 lanes", "[archs]") {
  SECTION("2 lanes of 8 bits, K1") { test_arch<Vxl_shfl_gather_n2k1, 2, 8>("xl_shfl_gather 2x8 K1", arch::gather(1), 40000); }
  SECTION("8 lanes of 16 bits, K2") { test_arch<Vxl_shfl_gather_n8k2, 8, 16>("xl_shfl_gather 8x16 K2", arch::gather(2), 40000); }
  // GatherLanes = NumLanes: one step an instruction, the generate branch of its own.
  SECTION("8 lanes of 16 bits, K8") { test_arch<Vxl_shfl_gather_n8k8, 8, 16>("xl_shfl_gather 8x16 K8", arch::gather(8), 40000); }
  // UndefFlags = 0: both flags read 0 on every lane, d and p as the model where defined.
  SECTION("8 lanes of 16 bits, K2, UndefFlags 0") {
    test_arch<Vxl_shfl_gather_n8k2_noflags, 8, 16, false>("xl_shfl_gather 8x16 K2 UndefFlags=0", arch::gather(2), 40000);
  }
  SECTION("64 lanes, K4") { test_arch<Vxl_shfl_gather_n64k4, 64, 32>("xl_shfl_gather 64x32 K4", arch::gather(4), 10000); }
}

TEST_CASE("archs: xl_shfl_uniform at 2, 8, 32 and 64 lanes, and at 8 with WideLuts 0", "[archs]") {
  SECTION("32 lanes") { test_arch<Vxl_shfl_uniform, 32, 32>("xl_shfl_uniform 32x32", arch::uniform(), 1000000); }
  SECTION("2 lanes of 8 bits") { test_arch<Vxl_shfl_uniform_n2w8, 2, 8>("xl_shfl_uniform 2x8", arch::uniform(), 40000); }
  SECTION("8 lanes of 16 bits") { test_arch<Vxl_shfl_uniform_n8, 8, 16>("xl_shfl_uniform 8x16", arch::uniform(), 40000); }
  SECTION("8 lanes of 16 bits, the network for 4-input LUTs") {
    test_arch<Vxl_shfl_uniform_n8_lut4, 8, 16>("xl_shfl_uniform 8x16 WideLuts 0", arch::uniform(), 40000);
  }
  SECTION("8 lanes of 16 bits, UndefFlags 0") {
    test_arch<Vxl_shfl_uniform_n8_noflags, 8, 16, false>("xl_shfl_uniform 8x16 UndefFlags=0", arch::uniform(), 40000);
  }
  SECTION("64 lanes") { test_arch<Vxl_shfl_uniform_n64, 64, 32>("xl_shfl_uniform 64x32", arch::uniform(), 10000); }
}

TEST_CASE("archs: xl_shfl_pxbar at 2, 8, 32 and 64 lanes", "[archs]") {
  SECTION("32 lanes, cuts after levels 2 and 4, 4 copies") {
    test_arch<Vxl_shfl_pxbar, 32, 32>("xl_shfl_pxbar 32x32", arch::pxbar(), 200000);
  }
  SECTION("2 lanes of 8 bits") { test_arch<Vxl_shfl_pxbar_n2w8, 2, 8>("xl_shfl_pxbar 2x8", arch::pxbar(), 40000); }
  SECTION("8 lanes of 16 bits") { test_arch<Vxl_shfl_pxbar_n8, 8, 16>("xl_shfl_pxbar 8x16", arch::pxbar(), 40000); }
  SECTION("64 lanes") { test_arch<Vxl_shfl_pxbar_n64, 64, 32>("xl_shfl_pxbar 64x32", arch::pxbar(), 10000); }
}

// The free-running crossbar (Queue 1) without and with the registered fanout trees in front
// of its wide nets (Fanout: the shared fields, the selects, the sources with the
// pass-through's mux, the queue's pointers). The queue has Latency + 1 slots, Latency being
// 1 + the cuts without Fanout and T1 + 1 + the cuts with it (xl_shfl_pxbar's header).
struct QueueForm {
  const char* section;
  const char* unit;  // the runs' names start with it, and their random streams are seeded by them
  unsigned slots;
  uint64_t ops;
  void (*run)(const std::string&, const arch::Kind&, uint64_t);
};

TEST_CASE("archs: xl_shfl_pxbar with its output queue (Queue 1), and with fanout trees (Fanout), at 2, 8 and 32 "
          "lanes", "[archs]") {
  const QueueForm forms[] = {
      {"32 lanes, cuts after levels 2 and 4, 32 copies", "xl_shfl_pxbar 32x32 queue", 5, 200000,
       test_arch<Vxl_shfl_pxbar_q, 32, 32>},
      {"2 lanes of 8 bits, no cut", "xl_shfl_pxbar 2x8 queue", 3, 40000, test_arch<Vxl_shfl_pxbar_n2w8_q, 2, 8>},
      {"8 lanes of 16 bits, a cut after level 1", "xl_shfl_pxbar 8x16 queue", 4, 40000,
       test_arch<Vxl_shfl_pxbar_n8_q, 8, 16>},
      {"32 lanes, Fanout 8, cuts after levels 2 and 4, 4 copies: T1 5", "xl_shfl_pxbar 32x32 fanout 8", 9, 200000,
       test_arch<Vxl_shfl_pxbar_ft, 32, 32>},
      {"2 lanes of 8 bits, Fanout 2, no cut: T1 4", "xl_shfl_pxbar 2x8 fanout 2", 6, 40000,
       test_arch<Vxl_shfl_pxbar_n2w8_ft, 2, 8>},
      {"8 lanes of 16 bits, Fanout 4, a cut after level 1, 2 copies: T1 5", "xl_shfl_pxbar 8x16 fanout 4", 8, 40000,
       test_arch<Vxl_shfl_pxbar_n8_ft, 8, 16>},
      {"8 lanes of 16 bits, Fanout 4, a cut after level 1, 2 copies, Extra 1: T1 6", "xl_shfl_pxbar 8x16 fanout 4 extra 1",
       9, 40000, test_arch<Vxl_shfl_pxbar_n8_ft_e1, 8, 16>},
      // A cut after the last level: a register in front of the queue's write (its data and
      // pushes a cycle later, one slot more), without and with the fanout trees.
      {"2 lanes of 8 bits, a cut after the last level", "xl_shfl_pxbar 2x8 queue write register", 4, 40000,
       test_arch<Vxl_shfl_pxbar_n2w8_q_wr, 2, 8>},
      {"8 lanes of 16 bits, Fanout 4, cuts after level 1 and the last, 2 copies: T1 5",
       "xl_shfl_pxbar 8x16 fanout 4 write register", 9, 40000, test_arch<Vxl_shfl_pxbar_n8_ft_wr, 8, 16>},
  };
  for (const QueueForm& f : forms) {
    DYNAMIC_SECTION(f.section << ": " << f.slots << " slots") { f.run(f.unit, arch::pxbar_queue(f.slots), f.ops); }
  }
}
