// SPDX-License-Identifier: Apache-2.0
// The xlane vector file format; see vec.h and docs/vector-format.md.
#include "vec/vec.h"

#include <algorithm>
#include <cstdio>

namespace xlane::vec {
namespace {


// An op with the fields of its opcode set, every lane active and a member.
Op make_op(unsigned opcode) {
  const isa::OpInfo& info = isa::decode(opcode);
  Op op;
  op.unit = info.unit;
  op.code = info.opcode;
  op.shfl.lanes = kLanes;
  op.shfl.mode = info.mode;
  op.shfl.sync = info.sync;
  op.shfl.active = 0xffffffffull;
  op.shfl.member = 0xffffffffull;
  op.shf.left = info.left;
  op.shf.clamp = info.clamp;
  op.prmt.mode = info.prmt;
  return op;
}

// The warp-wide units other than shfl: their operands and results are shfl's layout.
bool is_party(Unit unit) {
  return unit == Unit::Vote || unit == Unit::Match || unit == Unit::Redux || unit == Unit::Activemask;
}

// ---------------------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------------------

std::string hex(uint32_t v) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%08x", v);
  return buf;
}

// A token for an error message: at most 24 characters, non-printable bytes as \xNN.
std::string quoted(std::string_view text) {
  std::string out = "'";
  size_t n = 0;
  for (const char ch : text) {
    if (++n > 24) {
      out += "...";
      break;
    }
    const auto u = static_cast<unsigned char>(ch);
    if (u >= 0x20 && u < 0x7f) {
      out += ch;
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", u);
      out += buf;
    }
  }
  return out + "'";
}

bool is_space(char ch) { return ch == ' ' || ch == '\t'; }

struct Token {
  std::string_view text;
  unsigned column;  // 1-based
};

// ---------------------------------------------------------------------------------------
// Line parser
// ---------------------------------------------------------------------------------------

class LineParser {
 public:
  LineParser(const std::string& file, unsigned number, std::vector<Diagnostic>& errors)
      : file_(file), number_(number), errors_(errors) {}

  void error(unsigned column, std::string message) {
    errors_.push_back({file_, number_, column, std::move(message)});
    ++count_;
  }
  unsigned count() const { return count_; }

  // A U32 at `column`.
  bool u32(std::string_view text, unsigned column, uint32_t& out) {
    std::string why;
    if (parse_u32(text, out, why)) return true;
    error(column, why);
    return false;
  }

  // A lane list: one entry for every lane, or 32. `allow_marks` accepts `?` and `-`.
  bool lanes(std::string_view text, unsigned column, uint32_t* values, Entry* entries) {
    std::array<uint32_t, kLanes> v{};
    std::array<Entry, kLanes> e{};
    unsigned count = 0;
    bool ok = true;
    size_t start = 0;
    while (true) {
      const size_t comma = text.find(',', start);
      const std::string_view item = text.substr(start, comma == std::string_view::npos ? text.npos : comma - start);
      const unsigned col = column + static_cast<unsigned>(start);
      if (count < kLanes) {
        if (item.empty()) {
          error(col, "empty lane entry");
          ok = false;
        } else if (entries != nullptr && item == "?") {
          e[count] = Entry::Undef;
        } else if (entries != nullptr && item == "-") {
          e[count] = Entry::NotWritten;
        } else {
          ok = u32(item, col, v[count]) && ok;
        }
      }
      ++count;
      if (comma == std::string_view::npos) break;
      start = comma + 1;
    }
    if (count != 1 && count != kLanes) {
      error(column, "lane list has " + std::to_string(count) + " entries; it needs 1 (every lane) or 32");
      return false;
    }
    if (!ok) return false;
    for (unsigned l = 0; l < kLanes; ++l) {
      values[l] = count == 1 ? v[0] : v[l];
      if (entries != nullptr) entries[l] = count == 1 ? e[0] : e[l];
    }
    return true;
  }

 private:
  const std::string& file_;
  unsigned number_;
  std::vector<Diagnostic>& errors_;
  unsigned count_ = 0;
};

std::vector<Token> tokenize(std::string_view body) {
  std::vector<Token> tokens;
  size_t i = 0;
  while (i < body.size()) {
    while (i < body.size() && is_space(body[i])) ++i;
    const size_t start = i;
    while (i < body.size() && !is_space(body[i])) ++i;
    if (i > start) tokens.push_back({body.substr(start, i - start), static_cast<unsigned>(start + 1)});
  }
  return tokens;
}

// Whether `key` is in `list`; adds it if not.
bool seen_before(std::vector<std::string>& list, std::string_view key) {
  for (const auto& k : list) {
    if (k == key) return true;
  }
  list.emplace_back(key);
  return false;
}

// Whether the op reads membermask: shfl.sync, vote, match, redux.
bool has_member(const Op& op) {
  return (op.unit == Unit::Shfl && op.shfl.sync) || (is_party(op.unit) && op.unit != Unit::Activemask);
}

// The operands each unit reads (a vote's a may be written !a).
bool is_operand(const Op& op, std::string_view key) {
  const bool warp = op.unit == Unit::Shfl || is_party(op.unit);
  if (key == "active") return warp;
  if (key == "member") return has_member(op);
  switch (op.unit) {
    case Unit::Shfl:
    case Unit::Shf:
    case Unit::Prmt: return key == "a" || key == "b" || key == "c";
    case Unit::Shuf: return key == "a" || key == "ctrl";
    case Unit::Vote: return key == "a" || key == "!a";
    case Unit::Match: return key == "a" || (key == "b" && isa::decode(op.code).b64);
    case Unit::Redux: return key == "a";
    default: return false;
  }
}

// The operand keys of an op, for messages: those is_operand takes (a vote's "a or !a").
std::string operand_keys(const Op& op) {
  std::string out;
  for (const std::string key : {"a", "!a", "b", "c", "ctrl", "active", "member"}) {
    if (is_operand(op, key)) out += (out.empty() ? "" : key == "!a" ? " or " : ", ") + key;
  }
  return out;
}

// One key=value before '=>': an operand of `op` (its name `name` for messages), at column
// `col`, its value at `vcol`.
void parse_operand(LineParser& p, Op& op, const std::string& name, std::string_view key, std::string_view value,
                   unsigned col, unsigned vcol, std::vector<std::string>& seen_operands) {
  if (!is_operand(op, key)) {
    if (key == "member" && op.unit == Unit::Shfl) {
      p.error(col, "member is only for shfl.sync, not " + name);
    } else if (key == "member" && op.unit == Unit::Activemask) {
      p.error(col, name + " has no membermask (its result is the active mask)");
    } else if (key == "d" || key == "p") {
      p.error(col, quoted(key) + " is a result: it goes after '=>'");
    } else {
      p.error(col, "unknown operand " + quoted(key) + " for " + name + " (operands: " + operand_keys(op) + ")");
    }
    return;
  }
  // A vote's a and !a are one operand.
  if (seen_before(seen_operands, key == "!a" ? "a" : key)) return p.error(col, "duplicate operand " + quoted(key));
  uint32_t v = 0;
  if (op.unit == Unit::Shfl || op.unit == Unit::Match || op.unit == Unit::Redux) {
    if (key == "a" || key == "b" || key == "c") {
      p.lanes(value, vcol, (key == "a" ? op.shfl.a : key == "b" ? op.shfl.b : op.shfl.c).data(), nullptr);
    } else if (p.u32(value, vcol, v)) {
      (key == "active" ? op.shfl.active : op.shfl.member) = v;
    }
    return;
  }
  if (!p.u32(value, vcol, v)) return;
  if (key == "active" || key == "member") {
    (key == "active" ? op.shfl.active : op.shfl.member) = v;
  } else if (op.unit == Unit::Vote) {  // the predicates, bit l lane l's
    for (unsigned l = 0; l < kLanes; ++l) op.shfl.a[l] = (v >> l) & 1u;
    if (key == "!a") op.code |= 4u;
  } else if (op.unit == Unit::Shf) {
    (key == "a" ? op.shf.a : key == "b" ? op.shf.b : op.shf.c) = v;
  } else if (op.unit == Unit::Prmt) {
    (key == "a" ? op.prmt.a : key == "b" ? op.prmt.b : op.prmt.c) = v;
  } else {
    (key == "a" ? op.shuf.a : op.shuf.ctrl) = v;
  }
}

// One key=value after '=>': an expected result of line.op.
void parse_result(LineParser& p, Line& line, const std::string& name, std::string_view key, std::string_view value,
                  unsigned col, unsigned vcol, std::vector<std::string>& seen_results) {
  const Op& op = line.op;
  const bool known = key == "d" || (key == "p" && op.has_p());
  if (!known) {
    return p.error(col, "unknown result " + quoted(key) + " for " + name + " (results: " +
                            (op.has_p() ? "d, p" : "d") + ")");
  }
  if (seen_before(seen_results, key)) return p.error(col, "duplicate result " + quoted(key));
  Results& r = line.expected;
  if (key == "p") {
    r.has_p = p.u32(value, vcol, r.p);
  } else if (op.per_warp()) {
    r.has_d = p.lanes(value, vcol, r.d.data(), r.d_entry.data());
  } else {
    r.has_d = p.u32(value, vcol, r.d[0]);
  }
}

void parse_op_line(LineParser& p, const std::vector<Token>& tokens, unsigned opcode, Line& line) {
  line.op = make_op(opcode);
  const Op& op = line.op;
  const std::string& name = isa::decode(opcode).name;
  std::vector<std::string> seen_operands, seen_results;
  bool arrow = false;
  unsigned result_tokens = 0;  // tokens after '=>', well formed or not
  for (size_t t = 1; t < tokens.size(); ++t) {
    const Token& tok = tokens[t];
    if (tok.text == "=>") {
      if (arrow) p.error(tok.column, "second '=>' on the line");
      arrow = true;
      continue;
    }
    if (arrow) ++result_tokens;
    const size_t eq = tok.text.find('=');
    if (eq == std::string_view::npos || eq == 0) {
      p.error(tok.column, "expected key=value, found " + quoted(tok.text));
      continue;
    }
    const std::string_view key = tok.text.substr(0, eq);
    const std::string_view value = tok.text.substr(eq + 1);
    const unsigned vcol = tok.column + static_cast<unsigned>(eq) + 1;
    if (value.empty()) {
      p.error(vcol, "empty value for " + quoted(key));
      seen_before(arrow ? seen_results : seen_operands, key);  // given, if badly: not also "missing"
    } else if (!arrow) {
      parse_operand(p, line.op, name, key, value, tok.column, vcol, seen_operands);
    } else {
      parse_result(p, line, name, key, value, tok.column, vcol, seen_results);
    }
  }

  // Every operand but the masks is required (a vote's a given as a or !a).
  for (const char* key : {"a", "b", "c", "ctrl"}) {
    if (!is_operand(op, key)) continue;
    bool found = false;
    for (const auto& k : seen_operands) found = found || k == key;
    if (!found) p.error(tokens[0].column, name + ": missing operand '" + key + "'");
  }
  if (arrow && result_tokens == 0) p.error(tokens.back().column, "'=>' with no results after it");
  line.has_results = arrow && !seen_results.empty();
}

}  // namespace

// ---------------------------------------------------------------------------------------
// Public functions
// ---------------------------------------------------------------------------------------

unsigned Op::opcode() const {
  switch (unit) {
    case Unit::Shfl: return isa::encode_shfl(shfl.mode, shfl.sync);
    case Unit::Shf: return shf.opcode();
    case Unit::Shuf: return shuf.opcode();
    case Unit::Prmt: return isa::encode_prmt(prmt.mode);
    default: return code;
  }
}

const std::string& Op::name() const { return isa::decode(opcode()).name; }

bool Op::per_warp() const { return unit == Unit::Shfl || is_party(unit); }

bool Op::has_p() const {
  const isa::OpInfo& info = isa::decode(opcode());
  return unit == Unit::Shfl || (unit == Unit::Vote && info.vote != model::VoteMode::Ballot) ||
         (unit == Unit::Match && info.all);
}

isa::WarpOp Op::warp() const {
  isa::WarpOp w;
  w.opcode = opcode();
  if (per_warp()) {
    w.ops = shfl;
    w.ops.lanes = kLanes;
    return w;
  }
  w.ops.lanes = kLanes;
  w.ops.active = 1;
  w.ops.member = 0xffffffffull;
  put_lane(w, 0);
  return w;
}

void Op::put_lane(isa::WarpOp& w, unsigned lane) const {
  switch (unit) {
    case Unit::Shf: isa::put_lane(w, lane, shf); break;
    case Unit::Shuf: isa::put_lane(w, lane, shuf); break;
    default: isa::put_lane(w, lane, prmt); break;
  }
}

uint32_t Op::lane_expected() const {
  switch (unit) {
    case Unit::Shf: return shf.expected();
    case Unit::Shuf: return shuf.expected();
    default: return prmt.expected();
  }
}

std::string Diagnostic::str() const {
  return file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message;
}

bool parse_u32(std::string_view text, uint32_t& value, std::string& why) {
  uint64_t v = 0;
  const bool is_hex = text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
  const std::string_view digits = is_hex ? text.substr(2) : text;
  if (digits.empty()) {
    why = quoted(text) + " is not a number (0x hex or decimal)";
    return false;
  }
  for (const char ch : digits) {
    unsigned d = 0;
    if (ch >= '0' && ch <= '9') {
      d = static_cast<unsigned>(ch - '0');
    } else if (is_hex && ch >= 'a' && ch <= 'f') {
      d = static_cast<unsigned>(ch - 'a' + 10);
    } else if (is_hex && ch >= 'A' && ch <= 'F') {
      d = static_cast<unsigned>(ch - 'A' + 10);
    } else {
      why = quoted(text) + " is not a number (0x hex or decimal)";
      return false;
    }
    v = v * (is_hex ? 16 : 10) + d;
    if (v > 0xffffffffull) {
      why = quoted(text) + " is wider than 32 bits";
      return false;
    }
  }
  value = static_cast<uint32_t>(v);
  return true;
}

ParsedFile parse(std::string_view text, const std::string& file_name) {
  ParsedFile out;
  out.name = file_name;
  unsigned number = 0;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view raw = text.substr(pos, end - pos);
    pos = end + 1;
    ++number;
    while (!raw.empty() && raw.back() == '\r') raw.remove_suffix(1);  // CRLF, and stray CRs

    Line line;
    line.number = number;
    // A comment starts at a '#' at the start of the line or after white space; a '#'
    // inside a token is an error (it would silently cut a value or hide the results).
    size_t hash = std::string_view::npos;
    for (size_t i = 0; i < raw.size() && hash == std::string_view::npos; ++i) {
      if (raw[i] == '#' && (i == 0 || is_space(raw[i - 1]))) hash = i;
    }
    const std::string_view body = raw.substr(0, hash);
    const size_t stray = body.find('#');
    const std::vector<Token> tokens = tokenize(body);
    if (tokens.empty()) {
      line.text = std::string(raw);
      out.lines.push_back(std::move(line));
      continue;
    }
    if (hash != std::string_view::npos) line.comment = std::string(raw.substr(hash));
    LineParser p(file_name, number, out.errors);
    if (stray != std::string_view::npos) {
      p.error(static_cast<unsigned>(stray + 1), "'#' inside a token: a comment starts after white space");
      continue;
    }
    unsigned opcode = 0;
    if (!isa::find(tokens[0].text, opcode)) {
      p.error(tokens[0].column, "unknown operation " + quoted(tokens[0].text));
      continue;
    }
    line.is_op = true;
    parse_op_line(p, tokens, opcode, line);
    if (p.count() == 0) out.lines.push_back(std::move(line));
  }
  std::stable_sort(out.errors.begin(), out.errors.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return a.line != b.line ? a.line < b.line : a.column < b.column;
  });
  return out;
}

Results model_results(const Op& op) {
  Results r;
  r.has_d = true;
  if (!op.per_warp()) {  // one lane's function: not a whole warp of it
    r.d[0] = op.lane_expected();
    return r;
  }
  const model::ShflResult m = isa::expected(op.warp()).r;
  r.has_p = op.has_p();
  for (unsigned l = 0; l < kLanes; ++l) {
    const uint64_t bit = 1ull << l;
    r.d[l] = m.d[l];
    r.d_entry[l] = !(m.written & bit) ? Entry::NotWritten : (m.d_undef & bit) ? Entry::Undef : Entry::Value;
  }
  r.p = static_cast<uint32_t>(m.p & m.written & ~m.p_undef);
  return r;
}

std::string format_op(const Op& op) {
  std::string s = op.name();
  const auto lanes = [&](const char* key, const std::array<uint32_t, model::kMaxLanes>& v) {
    s += ' ';
    s += key;
    s += '=';
    bool same = true;
    for (unsigned l = 1; l < kLanes; ++l) same = same && v[l] == v[0];
    for (unsigned l = 0; l < (same ? 1 : kLanes); ++l) {
      if (l != 0) s += ',';
      s += hex(v[l]);
    }
  };
  const auto mask = [&](const char* key, uint64_t v) {
    if ((v & 0xffffffffull) != 0xffffffffull) s += std::string(" ") + key + "=" + hex(static_cast<uint32_t>(v));
  };
  switch (op.unit) {
    case Unit::Shfl:
    case Unit::Match:
    case Unit::Redux:
      lanes("a", op.shfl.a);
      if (op.unit == Unit::Shfl || isa::decode(op.code).b64) lanes("b", op.shfl.b);
      if (op.unit == Unit::Shfl) lanes("c", op.shfl.c);
      break;
    case Unit::Vote: {
      uint32_t pred = 0;
      for (unsigned l = 0; l < kLanes; ++l) pred |= (op.shfl.a[l] & 1u) << l;
      s = isa::decode(op.code).token() + (isa::decode(op.code).negate ? " !a=" : " a=") + hex(pred);
      break;
    }
    case Unit::Shf: s += " a=" + hex(op.shf.a) + " b=" + hex(op.shf.b) + " c=" + hex(op.shf.c); break;
    case Unit::Prmt: s += " a=" + hex(op.prmt.a) + " b=" + hex(op.prmt.b) + " c=" + hex(op.prmt.c); break;
    case Unit::Shuf: s += " a=" + hex(op.shuf.a) + " ctrl=" + hex(op.shuf.ctrl); break;
    default: break;  // activemask: no operand but the active mask
  }
  if (op.per_warp()) mask("active", op.shfl.active);
  if (has_member(op)) mask("member", op.shfl.member);
  return s;
}

std::string format_results(const Op& op, const Results& r) {
  std::string s;
  if (r.has_d) {
    s += "d=";
    if (op.per_warp()) {
      for (unsigned l = 0; l < kLanes; ++l) {
        if (l != 0) s += ',';
        switch (r.d_entry[l]) {
          case Entry::Value: s += hex(r.d[l]); break;
          case Entry::Undef: s += '?'; break;
          case Entry::NotWritten: s += '-'; break;
        }
      }
    } else {
      s += hex(r.d[0]);
    }
  }
  if (r.has_p) s += (s.empty() ? "p=" : " p=") + hex(r.p);
  return s;
}

std::string format_line(const Op& op, const Results* r, const std::string& comment) {
  std::string s = format_op(op);
  if (r != nullptr) s += " => " + format_results(op, *r);
  if (!comment.empty()) s += "  " + comment;
  return s;
}

std::vector<Mismatch> check(const Op& op, const Results& expected, const Results& got, bool strict) {
  std::vector<Mismatch> out;
  const auto entry_text = [](const Results& r, unsigned l) -> std::string {
    switch (r.d_entry[l]) {
      case Entry::Value: return hex(r.d[l]);
      case Entry::Undef: return "?";
      case Entry::NotWritten: return "-";
    }
    return "";
  };
  if (!op.per_warp()) {  // one d, always a number when written
    if (expected.has_d && got.has_d &&
        (expected.d[0] != got.d[0] || expected.d_entry[0] != got.d_entry[0])) {
      out.push_back({-1, "d", entry_text(expected, 0), entry_text(got, 0)});
    }
    return out;
  }
  // Lanes whose p is a result: they execute and are not wholly undefined, which the
  // operands decide: for shfl a lane outside membermask (shfl.sync); for a vote, match or
  // reduction also who takes part, the golden model's flags.
  const uint32_t executes = static_cast<uint32_t>(
      op.unit == Unit::Shfl ? op.shfl.active & (op.shfl.sync ? op.shfl.member : 0xffffffffull)
                            : [&] { const model::ShflResult f = isa::expected(op.warp()).r;
                                    return f.written & ~f.p_undef; }());
  for (unsigned l = 0; l < kLanes; ++l) {
    const int lane = static_cast<int>(l);
    if (expected.has_d && got.has_d) {
      const bool both = expected.d_entry[l] == Entry::Value && got.d_entry[l] == Entry::Value;
      if ((both && expected.d[l] != got.d[l]) || (strict && expected.d_entry[l] != got.d_entry[l])) {
        out.push_back({lane, "d", entry_text(expected, l), entry_text(got, l)});
      }
    }
    if (expected.has_p && got.has_p && ((executes >> l) & 1u) && (((expected.p ^ got.p) >> l) & 1u)) {
      out.push_back({lane, "p", std::to_string((expected.p >> l) & 1u), std::to_string((got.p >> l) & 1u)});
    }
  }
  return out;
}

std::string format_mismatch(const std::string& file, unsigned line, const Op& op, const Mismatch& m,
                            const std::string& who) {
  std::string s = file + ":" + std::to_string(line) + ": " + op.name() + ": ";
  if (m.lane >= 0) s += "lane " + std::to_string(m.lane) + ": ";
  return s + m.field + " expected " + m.expected + " got " + m.actual + " (" + who + ")";
}

const std::vector<std::string>& op_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> v;
    for (const unsigned op : isa::legal_opcodes()) v.push_back(isa::decode(op).name);
    return v;
  }();
  return names;
}

const std::vector<std::string>& families() {
  static const std::vector<std::string> f = {"shfl", "shfl.sync", "shf", "shuf", "prmt",
                                             "vote", "match", "redux", "activemask"};
  return f;
}

bool random_op(std::mt19937_64& rng, const std::string& kind, Op& out) {
  std::vector<unsigned> pool;
  for (const unsigned op : isa::warp_opcodes()) {
    const isa::OpInfo& s = isa::decode(op);
    const std::string family = s.unit == Unit::Shfl ? (s.sync ? "shfl.sync" : "shfl") : s.name.substr(0, s.name.find('.'));
    if (kind == "all" || kind == s.name || kind == family) pool.push_back(op);
  }
  if (pool.empty()) return false;
  const isa::OpInfo& spec = isa::decode(pool[std::uniform_int_distribution<size_t>(0, pool.size() - 1)(rng)]);
  out = make_op(spec.opcode);
  switch (spec.unit) {
    case Unit::Shfl:
      out.shfl = verif::random_shfl(rng, kLanes);
      out.shfl.mode = spec.mode;
      out.shfl.sync = spec.sync;
      if (!spec.sync) out.shfl.member = 0xffffffffull;
      break;
    case Unit::Shf:
      out.shf = verif::random_shf(rng);
      out.shf.left = spec.left;
      out.shf.clamp = spec.clamp;
      break;
    case Unit::Prmt:
      out.prmt = verif::random_prmt(rng);
      out.prmt.mode = spec.prmt;
      break;
    case Unit::Shuf: out.shuf = verif::random_shuf(rng); break;
    default: {  // the warp-wide units: their operands as the tests draw them, and only those
      out.shfl = verif::random_warp_of(rng, kLanes, spec.unit).ops;
      for (unsigned l = 0; l < kLanes; ++l) {
        if (spec.unit == Unit::Vote) out.shfl.a[l] &= 1u;
        if (spec.unit != Unit::Match || !spec.b64) out.shfl.b[l] = 0;
        if (spec.unit == Unit::Activemask) out.shfl.a[l] = 0;
        out.shfl.c[l] = 0;
      }
      if (spec.unit == Unit::Activemask) out.shfl.member = 0xffffffffull;
      break;
    }
  }
  return true;
}

}  // namespace xlane::vec
