// The kiwi side of the solver's differential test (R-AL6) and the floor of the layout benchmark.
//
// Reads a script on stdin, one command per line, and answers on stdout:
//   v N                          create variables 0 … N-1
//   c ID OP STRENGTH K N (VAR COEF)…   add constraint ID:  Σ COEF·VAR + K  OP  0   (OP: < = >)
//   r ID                         remove constraint ID
//   k ID K                       change the constant of constraint ID to K (kiwi: remove, add again)
//   s                            print "values" and every variable's value
//   t                            print the microseconds spent in the solver since the last t
//   n                            start a new system (forget every constraint and variable)
// A required constraint kiwi cannot satisfy prints "unsat ID" and leaves the active set; the
// solver is then rebuilt from the active set (kiwi may leave symbols of the failed row behind).
#include <kiwi/kiwi.h>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

struct Spec {
    std::vector<std::pair<int, double>> terms;
    double constant;
    char op;
    double strength;
    kiwi::Constraint made;
};

static std::vector<kiwi::Variable> vars;
static std::map<long, Spec> active;
static std::vector<long> order;

static kiwi::Constraint make(const Spec& spec) {
    std::vector<kiwi::Term> terms;
    for (auto& t : spec.terms) terms.emplace_back(vars[t.first], t.second);
    kiwi::Expression expr(terms, spec.constant);
    kiwi::RelationalOperator op = spec.op == '<' ? kiwi::OP_LE : spec.op == '>' ? kiwi::OP_GE : kiwi::OP_EQ;
    return kiwi::Constraint(expr, op, spec.strength);
}

static void rebuild(kiwi::Solver& solver) {
    solver.reset();
    for (long id : order) {
        auto it = active.find(id);
        if (it == active.end()) continue;
        try { solver.addConstraint(it->second.made); } catch (...) {}
    }
}

static bool add(kiwi::Solver& solver, long id, Spec spec) {
    spec.made = make(spec);
    try {
        solver.addConstraint(spec.made);
    } catch (const kiwi::InternalSolverError& error) {
        std::printf("internal %ld %s\n", id, error.what());
        rebuild(solver);
        return false;
    } catch (const kiwi::UnsatisfiableConstraint&) {
        std::printf("unsat %ld\n", id);
        rebuild(solver);
        return false;
    }
    active[id] = spec;
    order.push_back(id);
    return true;
}

int main() {
    std::ios::sync_with_stdio(false);
    kiwi::Solver solver;
    std::string line;
    double spent = 0;
    while (std::getline(std::cin, line)) {
        std::istringstream in(line);
        std::string cmd;
        in >> cmd;
        auto start = std::chrono::steady_clock::now();
        try {
        if (cmd == "v") {
            int n; in >> n;
            vars.clear();
            for (int i = 0; i < n; i++) vars.emplace_back("v" + std::to_string(i));
        } else if (cmd == "c") {
            long id; Spec spec; std::string op; int n;
            in >> id >> op >> spec.strength >> spec.constant >> n;
            spec.op = op[0];
            for (int i = 0; i < n; i++) { int v; double c; in >> v >> c; spec.terms.emplace_back(v, c); }
            add(solver, id, spec);
        } else if (cmd == "r") {
            long id; in >> id;
            auto it = active.find(id);
            if (it != active.end()) { solver.removeConstraint(it->second.made); active.erase(it); }
        } else if (cmd == "k") {
            long id; double k; in >> id >> k;
            auto it = active.find(id);
            if (it != active.end()) {
                Spec spec = it->second;
                solver.removeConstraint(spec.made);
                active.erase(it);
                spec.constant = k;
                add(solver, id, spec);
            }
        } else if (cmd == "s") {
            solver.updateVariables();
            spent += std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
            std::printf("values");
            for (auto& v : vars) std::printf(" %.12g", v.value());
            std::printf("\n");
            continue;
        } else if (cmd == "n") {
            std::printf("n\n");
            solver.reset();
            active.clear();
            order.clear();
            vars.clear();
        } else if (cmd == "t") {
            std::printf("time %.3f\n", spent);
            spent = 0;
            std::fflush(stdout);
            continue;
        }
        } catch (const std::exception& error) {
            std::printf("internal %s: %s\n", line.c_str(), error.what());
            rebuild(solver);
        }
        spent += std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
    }
    return 0;
}
