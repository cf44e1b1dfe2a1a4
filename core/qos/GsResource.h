#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <vector>

namespace schedlab {

// A user asking for guaranteed service (Phosphorus D5.2, 2007, §3): its
// long-term rate ρ (MIPS), its burst σ (MI), its weight at a resource and
// its largest task J_i^max (MI).
struct GsUser {
    double rate = 0;
    double burst = 0;
    double weight = 1;
    double maxTask = 0;
};

// A resource offering guaranteed service (§3): CPUs of given capacities
// (MIPS) shared by weighted fair queueing, the largest task it takes
// (J_r^max) and the users registered at it.
class GsResource {
public:
    GsResource(std::vector<double> cpuCapacities, double maxTask);

    // C_r: the capacity in the registration test, Σ_j C_rj (§3, (18) and (33)).
    [[nodiscard]] double capacity() const { return m_capacity; }
    // min_j C_rj: the slowest CPU, in the last term of the delay bound (33).
    [[nodiscard]] double slowestCpu() const { return m_slowest; }
    [[nodiscard]] double maxTask() const { return m_maxTask; }
    [[nodiscard]] std::span<const GsUser> registered() const { return m_registered; }

    // The admission test (18)-(19): with `user` added, every registered user
    // k and the new one keep ρ_k <= g_kr = C_r w_kr / Σ_m w_mr, and the
    // user's largest task is no larger than the resource's.
    [[nodiscard]] bool admits(const GsUser& user) const;
    // Whether a best-effort task may join as a temporary user of weight 1
    // (GS_BE_EQUAL): (18) must still hold for every registered user.
    [[nodiscard]] bool admitsTemporaryUser() const;
    // A best-effort task joins (GS_BE_EQUAL) or leaves as a temporary user
    // of weight 1; while it is there the registered users' rates shrink.
    void joinTemporary() { ++m_temporary; }
    void leaveTemporary();
    [[nodiscard]] int temporaryUsers() const { return m_temporary; }
    // Registers `user` if admits(); returns whether it did.
    bool registerUser(const GsUser& user);
    // g_kr of registered user `index` with the users registered now and the
    // temporary users present.
    [[nodiscard]] double guaranteedRate(std::size_t index) const;

private:
    [[nodiscard]] bool ratesHoldWith(double extraWeight) const;
    [[nodiscard]] double totalWeight() const;

    double m_capacity = 0;
    double m_slowest = 0;
    double m_maxTask = 0;
    std::vector<GsUser> m_registered;
    int m_temporary = 0;
};

// Registers `user` at the first of `resources` that admits it, as users try
// every GS-capable resource in order (§3); the index, or nullopt.
[[nodiscard]] std::optional<std::size_t> registerAtFirst(std::span<GsResource> resources, const GsUser& user);

}  // namespace schedlab
