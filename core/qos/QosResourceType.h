#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace schedlab {

// What a resource offers in the guaranteed-service framework of Phosphorus
// D5.2 (Varvarigos, Kokkinos et al., 2007), §3:
//   Gs            guaranteed tasks only, by weighted fair queueing (SCFQ);
//   Be            best-effort tasks only, first come first served;
//   GsBeEqual     one SCFQ queue where a best-effort task is a temporary
//                 user of weight 1 while it is there, admitted only if every
//                 registered user keeps its rate (18);
//   GsBePriority  the guaranteed queue strictly before a FCFS best-effort
//                 queue (preemptive or not).
enum class QosResourceType : std::uint8_t { Gs, Be, GsBeEqual, GsBePriority };

[[nodiscard]] const std::vector<std::string>& qosResourceTypeNames();  // "gs", "be", ...
[[nodiscard]] std::string qosResourceTypeName(QosResourceType type);
[[nodiscard]] bool takesGuaranteed(QosResourceType type);
[[nodiscard]] bool takesBestEffort(QosResourceType type);

// "gs,gs,be": one type per machine, or one for every machine. Throws
// ConfigurationError naming the entry; with `machines` = 0 only the names
// are checked (a parameter check before the platform is known).
[[nodiscard]] std::vector<QosResourceType> parseQosResourceTypes(const std::string& text, std::size_t machines);

}  // namespace schedlab
