// SPDX-License-Identifier: Apache-2.0
// xl_warp: the xlane warp top: one instruction per cycle over NumLanes lanes of 32 bits,
// with a valid/ready handshake (xl_pipe's rules) on both sides.
// shfl / shfl.sync move data across lanes (xl_shfl_pipe); shf and SHUF run in every lane
// (as a SIMT GPU runs shf per thread and MRISC32 runs SHUF per vector element).
//
// Opcodes (op_i), operands per lane from a_i / b_i / c_i:
//
//   4'b00mm  shfl.<mode>.b32       d|p = shfl(a, b, c)           mode mm: 0 up, 1 down,
//   4'b01mm  shfl.sync.<mode>.b32  d|p = shfl.sync(a, b, c, member)       2 bfly, 3 idx
//   4'b1000  shf.r.wrap.b32        d = shf(a, b, c)
//   4'b1001  shf.r.clamp.b32
//   4'b1010  shf.l.wrap.b32
//   4'b1011  shf.l.clamp.b32
//   4'b1100  shuf                  d = SHUF(a, ctrl = b[12:0])
//   4'b1101 .. 4'b1111             reserved: illegal_o, no lane writes
//
// Lanes not in active_i write nothing (we_o low). For shf and SHUF, p_o and both undefined
// flags are 0; for shfl they are xl_shfl's (see xl_shfl_ctrl).
//
// One pipeline for every opcode: the shuffle's, in the microarchitecture ShflArch names
// (xl_shfl_arch: 0 the crossbar pipeline xl_shfl_pipe, 1 the gather, 2 the uniform fast
// path, 3 the pipelined crossbar; with 1 and 2 an instruction may take several cycles, and
// ready_o says when the next is taken). The shf / SHUF result of every lane is computed in front of it and
// enters as that lane's pass-through result:
//
//   pass      = !shfl      (pval and both undefined flags cleared: no lane takes another
//                           lane's value, and d = pass_d)
//   pass_d[l] = shuf ? SHUF(a[l], b[l]) : shf(a[l], b[l], c[l])
//   active    = reserved ? 0 : active_i            (no lane writes)
//   user      = reserved;  illegal_o = valid_o & user_o
//
// So the choice between a shuffle and a lane result is made before the registers (in the
// shuffle's fallback mux, d = pval ? a[sel] : (pass ? pass_d : a)), and every opcode
// shares one set of output registers instead of each unit having its own pipeline muxed
// after them. The lane results never run through the crossbar's mux trees: at Latency 0
// and 1 they join at the fallback mux; at Latency >= 2 they cross xl_shfl_pipe's cut in
// the register that holds a for a shuffle (computing them behind the cut would need a, b
// and c registered). sync_i is op_i[2] ungated, 1 for SHUF too: sync only reaches the
// undefined flags, which pass_i clears.

module xl_warp #(
  /// Lanes: a power of two, 2 to 64. PTX warps have 32.
  parameter int NumLanes = 32,
  /// Cycles from an operation taken to its result offered (ready_i high); 0 = combinational.
  parameter int Latency = 1,
  /// 1: ready_o is a register (a skid buffer in front of the stages); 0: ready_o is
  /// combinational from ready_i. See xl_pipe.
  parameter bit SkidBuffer = 1'b0,
  /// 1: the stages move on together while ready_i is high and hold otherwise (ready_o =
  /// ready_i without the skid buffer; the registers' load enable is ready_i itself);
  /// 0: a stage moves on whenever the next one is free. See xl_pipe.
  parameter bit GlobalStall = 1'b0,
  /// The shuffle's microarchitecture (xl_shfl_arch): xl_pkg::ShflArchXbar, ...Gather,
  /// ...Uniform or ...Pxbar. Latency, SkidBuffer and GlobalStall shape the crossbar only.
  parameter int ShflArch = xl_pkg::ShflArchXbar,
  /// The gather's output lanes a cycle (ShflArch = 1): a power of two, 1 to NumLanes.
  parameter int GatherLanes = 8,
  /// The pipelined crossbar's registers inside the trees (ShflArch = 3; xl_shfl_pxbar).
  parameter int TreeCuts = 0,
  /// The pipelined crossbar's replicas of the source values (ShflArch = 3).
  parameter int Copies = 1,
  /// Bits of a lane index. Derived: do not override.
  parameter int LaneBits = $clog2(NumLanes),
  /// Bits of c the shuffle reads. Derived: do not override.
  parameter int CBits = 8 + LaneBits
) (
  /// Clock.
  input  logic                   clk_i,
  /// Asynchronous reset, active low: empties every stage.
  input  logic                   rst_ni,
  /// An instruction is offered on the inputs; held with them until ready_o.
  input  logic                   valid_i,
  /// The instruction on the inputs is taken this cycle (valid_i and ready_o: it enters).
  output logic                   ready_o,
  /// Opcode (table above).
  input  logic [3:0]             op_i,
  /// Per-lane operand a: lane l owns a_i[l*32 +: 32].
  input  logic [NumLanes*32-1:0] a_i,
  /// Per-lane operand b: lane l owns b_i[l*32 +: 32].
  input  logic [NumLanes*32-1:0] b_i,
  /// Per-lane operand c: lane l owns c_i[l*32 +: 32].
  input  logic [NumLanes*32-1:0] c_i,
  /// Bit l: lane l executes.
  input  logic [NumLanes-1:0]    active_i,
  /// Bit l: lane l is in membermask (shfl.sync only).
  input  logic [NumLanes-1:0]    member_i,
  /// Results are offered on the outputs; held with them until ready_i.
  output logic                   valid_o,
  /// The results on the outputs are taken this cycle.
  input  logic                   ready_i,
  /// Per-lane result d: lane l owns d_o[l*32 +: 32].
  output logic [NumLanes*32-1:0] d_o,
  /// Bit l: lane l's predicate p (shfl only; 0 otherwise).
  output logic [NumLanes-1:0]    p_o,
  /// Bit l: lane l writes its results.
  output logic [NumLanes-1:0]    we_o,
  /// Bit l: lane l's d is undefined by the spec.
  output logic [NumLanes-1:0]    d_undef_o,
  /// Bit l: lane l's p and d are undefined by the spec.
  output logic [NumLanes-1:0]    p_undef_o,
  /// The instruction had a reserved opcode; no lane writes.
  output logic                   illegal_o
);

  // ---------------------------------------------------------------------------------------
  // Decode
  // ---------------------------------------------------------------------------------------
  logic is_shfl, is_shf, is_shuf, is_reserved;
  assign is_shfl     = (op_i[3:2] == xl_pkg::OpGroupShfl) || (op_i[3:2] == xl_pkg::OpGroupShflSync);
  assign is_shf      = (op_i[3:2] == xl_pkg::OpGroupShf);
  assign is_shuf     = (op_i == xl_pkg::OpShuf);
  assign is_reserved = ~(is_shfl | is_shf | is_shuf);

  // ---------------------------------------------------------------------------------------
  // In every lane: funnel shift and byte shuffle
  // ---------------------------------------------------------------------------------------
  logic [NumLanes*32-1:0] lane_d;
  for (genvar l = 0; l < NumLanes; l++) begin : gen_lane
    logic [31:0] shf_d, shuf_d;

    xl_shf #(
      .Width(32)
    ) u_shf (
      .left_i (op_i[1]),
      .clamp_i(op_i[0]),
      .a_i    (a_i[l*32 +: 32]),
      .b_i    (b_i[l*32 +: 32]),
      .c_i    (c_i[l*32 +: 32]),
      .d_o    (shf_d)
    );

    xl_shuf u_shuf (
      .a_i   (a_i[l*32 +: 32]),
      .ctrl_i(b_i[l*32 +: 13]),
      .d_o   (shuf_d)
    );

    assign lane_d[l*32 +: 32] = is_shuf ? shuf_d : shf_d;
  end

  // ---------------------------------------------------------------------------------------
  // Across lanes, and the one pipeline of every opcode: the shuffle, passing lane_d through
  // for shf, SHUF and reserved opcodes
  // ---------------------------------------------------------------------------------------
  logic [NumLanes*LaneBits-1:0] shfl_b;
  logic [NumLanes*CBits-1:0]    shfl_c;
  for (genvar l = 0; l < NumLanes; l++) begin : gen_shfl_operands
    assign shfl_b[l*LaneBits +: LaneBits] = b_i[l*32 +: LaneBits];
    assign shfl_c[l*CBits +: CBits]       = c_i[l*32 +: CBits];
  end

  logic illegal_q;

  xl_shfl_arch #(
    .Arch       (ShflArch),
    .GatherLanes(GatherLanes),
    .TreeCuts   (TreeCuts),
    .Copies     (Copies),
    .NumLanes   (NumLanes),
    .Width      (32),
    .Latency    (Latency),
    .UserWidth  (1),
    .SkidBuffer (SkidBuffer),
    .GlobalStall(GlobalStall)
  ) u_shfl (
    .clk_i, .rst_ni, .valid_i, .ready_o,  // ports of the same name connect to that signal
    .ready_i,
    .pass_i   (~is_shfl),
    .mode_i   (op_i[1:0]),
    .sync_i   (op_i[2]),
    .a_i,
    .pass_d_i (lane_d),
    .b_i      (shfl_b),
    .c_i      (shfl_c),
    .active_i (is_reserved ? '0 : active_i),
    .member_i,
    .user_i   (is_reserved),
    .valid_o, .d_o, .p_o, .we_o, .d_undef_o, .p_undef_o,
    .user_o   (illegal_q)
  );

  assign illegal_o = valid_o & illegal_q;

endmodule
