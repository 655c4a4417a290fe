// xl_pnr_wrap_shfl: xl_shfl_pipe between registers, with few pins, for place and route
// (make fmax, make sweep). Synth/pnr/ only.
//
//   sin_i -> xl_pnr_sin (every input bit, valid_i included, is a flip-flop)
//         -> xl_shfl_pipe #(Latency)
//         -> xl_pnr_fold (every output bit, valid_o included, registered, XOR-folded to pins)
//
// So every path of the unit is register to register at any Latency: at Latency 0 the whole
// unit sits between the input chain and the fold's capture register; at Latency 1 between
// the chain and the unit's own output register (the same combinational depth as 0, as in a
// pipeline whose operands come from registers); at Latency 2 it is cut after the lane
// logic. Pins: clk_i, rst_ni, sin_i and OutBits outputs, for any size.

module xl_pnr_wrap_shfl #(
  /// Lanes: a power of two, 2 to 64.
  parameter int NumLanes = 32,
  /// Bits of data per lane.
  parameter int Width = 32,
  /// xl_shfl_pipe's Latency.
  parameter int Latency = 1,
  /// Output pins.
  parameter int OutBits = 4
) (
  /// Clock.
  input  logic               clk_i,
  /// Asynchronous reset, active low (the unit's valid registers).
  input  logic               rst_ni,
  /// Serial input of the input chain.
  input  logic               sin_i,
  /// Folded outputs.
  output logic [OutBits-1:0] sig_o
);

  localparam int LaneBits = $clog2(NumLanes);
  localparam int CBits    = 8 + LaneBits;
  // valid, pass, user, sync, mode[1:0] and the lane fields (a, pass_d, b, c, active,
  // member) in; valid, user and the lane results out. pass, pass_d and user are driven like
  // every other input, so none of the unit's logic is constant.
  localparam int InBits   = 6 + NumLanes * (2*Width + LaneBits + CBits + 2);
  localparam int OutW     = 2 + NumLanes * (Width + 4);

  logic [InBits-1:0] in_q;

  xl_pnr_sin #(
    .Width(InBits)
  ) u_in (
    .clk_i(clk_i),
    .sin_i(sin_i),
    .q_o  (in_q)
  );

  logic                         valid, pass, user, sync, valid_o, user_o;
  logic [1:0]                   mode;
  logic [NumLanes*Width-1:0]    a, pass_d, d;
  logic [NumLanes*LaneBits-1:0] b;
  logic [NumLanes*CBits-1:0]    c;
  logic [NumLanes-1:0]          active, member, p, we, d_undef, p_undef;

  assign {user, pass, valid, sync, mode, member, active, c, b, pass_d, a} = in_q;

  xl_shfl_pipe #(
    .NumLanes(NumLanes),
    .Width   (Width),
    .Latency (Latency)
  ) u_dut (
    .clk_i    (clk_i),
    .rst_ni   (rst_ni),
    .valid_i  (valid),
    .pass_i   (pass),
    .mode_i   (mode),
    .sync_i   (sync),
    .a_i      (a),
    .pass_d_i (pass_d),
    .b_i      (b),
    .c_i      (c),
    .active_i (active),
    .member_i (member),
    .user_i   (user),
    .valid_o  (valid_o),
    .d_o      (d),
    .p_o      (p),
    .we_o     (we),
    .d_undef_o(d_undef),
    .p_undef_o(p_undef),
    .user_o   (user_o)
  );

  xl_pnr_fold #(
    .Width  (OutW),
    .OutBits(OutBits)
  ) u_out (
    .clk_i(clk_i),
    .d_i  ({user_o, valid_o, p_undef, d_undef, we, p, d}),
    .q_o  (sig_o)
  );

endmodule
