// The collectibles contract's state: its tables and the secondary index numbers the rules look rows up by.
import { Name, TableStore, Singleton } from 'proton-tsc'
import { Account, Balance, UserApproval, FeeRule, Nft, NftBalance, FuncPerm, CrossApproval, Config } from './ddc.tables'

// Secondary index numbers inside TableStore (0 = first secondary index = get_table_rows index_position 2)
export const IDX_USERAPPR_BY_OWNER: u8 = 0
export const IDX_NFTBALANCE_BY_NFT_OWNER: u8 = 2
export const IDX_FUNCPERM_BY_KEY: u8 = 0
export const IDX_CROSSAPPR_BY_PAIR: u8 = 0

/** The contract's tables, opened in its own scope, and the contract account: what every action reads and writes. */
export class DdcState {
  accountsTable: TableStore<Account>
  balancesTable: TableStore<Balance>
  userApprovalsTable: TableStore<UserApproval>
  feeRulesTable: TableStore<FeeRule>
  nftsTable: TableStore<Nft>
  nftBalancesTable: TableStore<NftBalance>
  funcPermsTable: TableStore<FuncPerm>
  crossApprovalsTable: TableStore<CrossApproval>
  configSingleton: Singleton<Config>

  constructor(public contract: Name) {
    this.accountsTable = new TableStore<Account>(contract)
    this.balancesTable = new TableStore<Balance>(contract)
    this.userApprovalsTable = new TableStore<UserApproval>(contract)
    this.feeRulesTable = new TableStore<FeeRule>(contract)
    this.nftsTable = new TableStore<Nft>(contract)
    this.nftBalancesTable = new TableStore<NftBalance>(contract)
    this.funcPermsTable = new TableStore<FuncPerm>(contract)
    this.crossApprovalsTable = new TableStore<CrossApproval>(contract)
    this.configSingleton = new Singleton<Config>(contract)
  }
}
